import type { HttpClient } from '../../kernel/plugin'
import { cardPayChain } from './onRampDefaults'

/** Provider B's public key (its widget checks it); the sandbox accepts any. */
export const PROVIDER_B_PUBLIC_KEY = '2XkdYWf4oW5qHRKLZabgjX:4nzZ1mUApZcaemt5vAhRPwyQfdPbVXfq2JFHeeVNK9BFZ'

export interface PurchaseOrder {
  /** Receiving address (plain, not CAIP-10). */
  address: string
  namespace: string
  /** CAIP-2 network the asset should arrive on. */
  caipNetworkId: string
  /** EVM chain id or the Solana reference. */
  chainId: string
  purchaseSymbol: string
  paymentCurrency: string
  paymentAmount: string
  purchaseAmount: string | undefined
  projectId: string
  /** Where the checkout reports back (its origin is the postMessage target). */
  redirectUrl?: string
}

/** ONR-11: SOL on Solana, USDC elsewhere. */
export const providerBCurrency = (namespace: string) => (namespace === 'solana' ? 'SOL' : 'USDC')

/**
 * ONR-09: provider A's checkout URL from POST /v1/generators/onrampurl. Its network is the
 * card-pay chain of the active chain, ethereum when it has none (ONR-19/20).
 */
export async function generateProviderAUrl(http: HttpClient, order: PurchaseOrder): Promise<string> {
  const network = cardPayChain(order.chainId)
  const { url } = await http.post<{ url?: unknown }>('/v1/generators/onrampurl', {
    body: {
      destinationWallets: [{ address: order.address, blockchains: [network], assets: [order.purchaseSymbol] }],
      defaultNetwork: network,
      partnerUserId: order.address,
      defaultExperience: 'buy',
      presetCryptoAmount: order.purchaseAmount !== undefined ? Number(order.purchaseAmount) : undefined,
      presetFiatAmount: Number(order.paymentAmount),
      fiatCurrency: order.paymentCurrency,
      redirectUrl: order.redirectUrl,
    },
  })
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error('The on-ramp provider returned no checkout URL')
  return url
}

/**
 * ONR-10: provider B's URL, built by the kit: publicKey, destinationCurrencyCode,
 * walletAddress and externalCustomerId (the project id), plus the amount and where to report.
 */
export function providerBUrl(base: string, order: PurchaseOrder): string {
  const url = new URL(base)
  url.searchParams.set('publicKey', PROVIDER_B_PUBLIC_KEY)
  url.searchParams.set('destinationCurrencyCode', providerBCurrency(order.namespace))
  url.searchParams.set('walletAddress', order.address)
  url.searchParams.set('externalCustomerId', order.projectId)
  url.searchParams.set('sourceAmount', order.paymentAmount)
  url.searchParams.set('sourceCurrencyCode', order.paymentCurrency)
  url.searchParams.set('networkId', order.caipNetworkId)
  if (order.redirectUrl) url.searchParams.set('redirectUrl', order.redirectUrl)
  return url.toString()
}
