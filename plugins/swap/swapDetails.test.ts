import { describe, expect, it } from 'vitest'
import { feeInUsd, formatUsd, minimumReceived, priceImpact, rateText, usdValue } from './swapDetails'

describe('swap details', () => {
  it('prints the rate of one source token', () => {
    expect(rateText({ symbol: 'ETH', amount: '0.5' }, { symbol: 'USDC', amount: '1495.5' })).toBe('1 ETH = 2,991 USDC')
    expect(rateText({ symbol: 'USDC', amount: '100' }, { symbol: 'ETH', amount: '0.0332' })).toBe('1 USDC = 0.000332 ETH')
    expect(rateText({ symbol: 'USDC', amount: '0' }, { symbol: 'ETH', amount: '1' })).toBe('')
  })

  it('SWAP-11 the minimum received is the quote less 1% slippage', () => {
    expect(minimumReceived('1000')).toBe(990)
  })

  it('measures price impact against market prices', () => {
    expect(priceImpact(3000, 2970)).toBeCloseTo(1)
    expect(priceImpact(3000, 3100)).toBe(0)
    expect(priceImpact(0, 10)).toBe(0)
  })

  it('prices amounts and fees in USD', () => {
    expect(usdValue('0.5', 3000)).toBe(1500)
    expect(usdValue('x', 3000)).toBe(0)
    expect(formatUsd(1500)).toBe('$1,500.00')
    expect(formatUsd(0.001)).toBe('<$0.01')
    expect(formatUsd(0)).toBe('$0.00')
    expect(feeInUsd(150_000n * 2_000_000_000n, 3000)).toBeCloseTo(0.9)
  })
})
