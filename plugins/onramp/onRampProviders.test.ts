import { describe, expect, it } from 'vitest'
import { ONRAMP_NAMESPACES, ONRAMP_PROVIDERS, providersFor } from './onRampProviders'

describe('on-ramp providers', () => {
  it('ONR-17 provider A (coinbase) charges 1-2% and serves eip155 only', () => {
    const a = ONRAMP_PROVIDERS.find((p) => p.name === 'coinbase')!
    expect(a.feeRange).toBe('1-2%')
    expect(a.supportedChains).toEqual(['eip155'])
    expect(providersFor('solana').map((p) => p.name)).not.toContain('coinbase')
  })

  it('ONR-18 provider B (meld) charges 1-2% and serves eip155 and solana', () => {
    const b = ONRAMP_PROVIDERS.find((p) => p.name === 'meld')!
    expect(b.feeRange).toBe('1-2%')
    expect(b.supportedChains).toEqual(['eip155', 'solana'])
    expect(providersFor('eip155').map((p) => p.name)).toEqual(['coinbase', 'meld'])
    expect(providersFor('solana').map((p) => p.name)).toEqual(['meld'])
  })

  it('ONR-21 on-ramp is offered on eip155 and solana and nowhere else', () => {
    expect(ONRAMP_NAMESPACES).toEqual(['eip155', 'solana'])
    expect(providersFor('bip122')).toEqual([])
    expect(providersFor('polkadot')).toEqual([])
    expect(providersFor(undefined)).toEqual([])
  })

  it('lists only the providers the remote features enable', () => {
    expect(providersFor('eip155', ['meld']).map((p) => p.name)).toEqual(['meld'])
    expect(providersFor('eip155', [])).toEqual([])
  })
})
