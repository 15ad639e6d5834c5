import { describe, expect, it } from 'vitest'
import { CARD_PAY_CHAINS, cardPayChain, defaultPaymentCurrency, defaultPurchaseCurrency, sampleOnRampOptions } from './onRampDefaults'

const LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

describe('on-ramp defaults', () => {
  it('ONR-14 the default purchase currency is USDC on Ethereum (chain 1) and Polygon (chain 137)', () => {
    const usdc = defaultPurchaseCurrency()
    expect(usdc.symbol).toBe('USDC')
    expect(usdc.networks.map((n) => [n.display_name, n.chain_id])).toEqual([['Ethereum', '1'], ['Polygon', '137']])
  })

  it('ONR-15 the default payment currency is USD with card 10.00–7500.00 and ach_bank_account 10.00–25000.00', () => {
    expect(defaultPaymentCurrency()).toEqual({ id: 'USD', payment_method_limits: LIMITS })
  })

  it('ONR-16 the fallback data carries the same payment limits for every payment currency', () => {
    const sample = sampleOnRampOptions()
    expect(sample.paymentCurrencies.length).toBeGreaterThan(0)
    for (const currency of sample.paymentCurrencies) expect(currency.payment_method_limits).toEqual(LIMITS)
    // Copies: a view editing one cannot change the next fallback.
    sample.paymentCurrencies[0]!.payment_method_limits[0]!.max = '1'
    expect(sampleOnRampOptions().paymentCurrencies[0]!.payment_method_limits[0]!.max).toBe('7500.00')
  })

  it('ONR-19 card payment is offered on ethereum, arbitrum, polygon, berachain, avalanche-c-chain, optimism, celo and base', () => {
    expect(Object.values(CARD_PAY_CHAINS).sort()).toEqual(
      ['ethereum', 'arbitrum', 'polygon', 'berachain', 'avalanche-c-chain', 'optimism', 'celo', 'base'].sort(),
    )
    expect(cardPayChain(137)).toBe('polygon')
    expect(cardPayChain('8453')).toBe('base')
    expect(cardPayChain(42161)).toBe('arbitrum')
  })

  it('ONR-20 a chain without card payment falls back to ethereum', () => {
    expect(cardPayChain(56)).toBe('ethereum')
    expect(cardPayChain('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('ethereum')
    expect(cardPayChain(undefined)).toBe('ethereum')
  })
})
