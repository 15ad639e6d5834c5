import { describe, expect, it } from 'vitest'
import { mainnet } from '../../kernel/networks'
import { estimateFeeReserve, formatBaseUnits, maxSendAmount } from './maxSendAmount'
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

  // The chain plugins' estimates run against the devnets in sandbox/integration/send*.test.ts;
  // here, the plugin's own rule around whatever estimate it gets.
  it("reserves twice the chain plugin's fee estimate of a transfer; 0 when it cannot estimate", async () => {
    const asked: unknown[] = []
    const adapter = { estimateFee: async (args: unknown) => (asked.push(args), 21_000n * 1_000_000_000n) }
    const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    expect(await estimateFeeReserve({ adapter, network: mainnet, from })).toBe(2n * 21_000n * 1_000_000_000n)
    expect(asked).toEqual([{ from, to: undefined, network: mainnet, provider: undefined }])
    expect(await estimateFeeReserve({ adapter: { estimateFee: () => Promise.reject(new Error('offline')) }, network: mainnet, from })).toBe(0n)
    expect(await estimateFeeReserve({ adapter: {}, network: mainnet, from })).toBe(0n)
    expect(await estimateFeeReserve({ adapter, network: mainnet, from: undefined })).toBe(0n)
  })
})
