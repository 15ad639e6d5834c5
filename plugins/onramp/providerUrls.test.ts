import { describe, expect, it } from 'vitest'
import { PROVIDER_B_PUBLIC_KEY, providerBCurrency, providerBUrl, type PurchaseOrder } from './providerUrls'

const order = (patch: Partial<PurchaseOrder> = {}): PurchaseOrder => ({
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  namespace: 'eip155',
  caipNetworkId: 'eip155:1',
  chainId: '1',
  purchaseSymbol: 'USDC',
  paymentCurrency: 'USD',
  paymentAmount: '100',
  purchaseAmount: '98',
  projectId: 'project-123',
  redirectUrl: 'https://dapp.example/shop?x=1',
  ...patch,
})

describe("provider B's URL", () => {
  it('ONR-10 carries publicKey, destinationCurrencyCode, walletAddress and externalCustomerId = the project id', () => {
    const url = new URL(providerBUrl('https://checkout.example/widget', order()))
    expect(url.origin + url.pathname).toBe('https://checkout.example/widget')
    expect(url.searchParams.get('publicKey')).toBe(PROVIDER_B_PUBLIC_KEY)
    expect(url.searchParams.get('destinationCurrencyCode')).toBe('USDC')
    expect(url.searchParams.get('walletAddress')).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(url.searchParams.get('externalCustomerId')).toBe('project-123')
    expect(url.searchParams.get('sourceAmount')).toBe('100')
    expect(url.searchParams.get('redirectUrl')).toBe('https://dapp.example/shop?x=1')
  })

  it('ONR-11 destinationCurrencyCode is SOL on Solana and USDC on any other namespace', () => {
    expect(providerBCurrency('solana')).toBe('SOL')
    expect(providerBCurrency('eip155')).toBe('USDC')
    expect(providerBCurrency('bip122')).toBe('USDC')
    const sol = new URL(providerBUrl('https://checkout.example/', order({ namespace: 'solana', address: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' })))
    expect(sol.searchParams.get('destinationCurrencyCode')).toBe('SOL')
  })
})
