import { describe, expect, it } from 'vitest'
import { readCheckoutOrder } from './readCheckoutOrder'

const q = (params: Record<string, string>) => new URLSearchParams(params)

describe('readCheckoutOrder', () => {
  it("reads provider A's generator query: wallet, card-pay network name, fiat amount, opener origin", () => {
    const result = readCheckoutOrder('coinbase', q({
      destinationWallets: JSON.stringify([{ address: '0xabc', blockchains: ['polygon'], assets: ['usdc'] }]),
      defaultNetwork: 'polygon',
      presetFiatAmount: '100',
      redirectUrl: 'http://127.0.0.1:5173/shop?x=1#y',
    }))
    expect(result).toEqual({
      order: { provider: 'coinbase', address: '0xabc', network: 'eip155:137', asset: 'USDC', fiatAmount: '100', fiatCurrency: 'USD', openerOrigin: 'http://127.0.0.1:5173' },
    })
  })

  it("reads provider B's query: SOL goes to Solana, USDC to the given network; a non-http redirect names no origin", () => {
    const base = { publicKey: 'k', walletAddress: 'So1', externalCustomerId: 'p', sourceAmount: '20' }
    expect(readCheckoutOrder('meld', q({ ...base, destinationCurrencyCode: 'SOL' }))).toMatchObject({ order: { network: 'solana', asset: 'SOL' } })
    expect(readCheckoutOrder('meld', q({ ...base, walletAddress: '0x1', destinationCurrencyCode: 'USDC', networkId: 'eip155:137', redirectUrl: 'javascript:alert(1)' }))).toEqual({
      order: { provider: 'meld', address: '0x1', network: 'eip155:137', asset: 'USDC', fiatAmount: '20', fiatCurrency: 'USD', openerOrigin: undefined },
    })
  })

  it('names what is missing, and survives garbage JSON', () => {
    expect(readCheckoutOrder('coinbase', q({ destinationWallets: '{not json' }))).toEqual({ missing: ['destinationWallets', 'presetFiatAmount'] })
    expect(readCheckoutOrder('meld', q({}))).toEqual({ missing: ['publicKey', 'destinationCurrencyCode', 'walletAddress', 'externalCustomerId', 'sourceAmount'] })
  })
})
