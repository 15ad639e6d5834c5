import { describe, expect, it } from 'vitest'
import { estimateNativeFeeReserve, formatBaseUnits, maxSendAmount } from './maxSendAmount'
import { ETH, USDC } from './testing/testTokens'

describe('maxSendAmount', () => {
  it('formats base units without trailing zeros', () => {
    expect(formatBaseUnits(1_500_000n, 6)).toBe('1.5')
    expect(formatBaseUnits(5n, 6)).toBe('0.000005')
    expect(formatBaseUnits(0n, 18)).toBe('0')
    expect(formatBaseUnits(12n, 0)).toBe('12')
  })

  it('is the whole balance of a token, the native balance less the fee reserve', () => {
    expect(maxSendAmount(USDC, 10n ** 18n)).toBe('10000')
    expect(maxSendAmount({ ...ETH, quantity: { decimals: '18', numeric: '1' } }, 42_000_000_000_000n)).toBe('0.999958')
    expect(maxSendAmount({ ...ETH, quantity: { decimals: '18', numeric: '0.00001' } }, 10n ** 18n)).toBe('0')
  })

  it('reserves twice a plain transfer at the current gas price on EVM, 10,000 lamports on Solana', async () => {
    const provider = { request: async ({ method }: { method: string }) => (method === 'eth_gasPrice' ? '0x3b9aca00' : null) }
    expect(await estimateNativeFeeReserve('eip155', provider)).toBe(1_000_000_000n * 21_000n * 2n)
    expect(await estimateNativeFeeReserve('eip155', { request: async () => Promise.reject(new Error('offline')) })).toBe(0n)
    expect(await estimateNativeFeeReserve('solana', undefined)).toBe(10_000n)
  })
})
