// What a provider's checkout URL asks for, read the way each provider reads its own URL:
// provider A (coinbase) from the generator's query (destinationWallets JSON, defaultNetwork,
// presetFiatAmount), provider B (meld) from its widget query (walletAddress,
// destinationCurrencyCode, sourceAmount). Both accept `redirectUrl`, whose origin is the only
// window the page will tell about the result.

export interface CheckoutOrder {
  provider: 'coinbase' | 'meld'
  address: string
  /** CAIP-2. */
  network: string
  asset: string
  fiatAmount: string
  fiatCurrency: string
  /** Exact origin for postMessage; absent when no valid redirectUrl was given. */
  openerOrigin?: string
}

export type CheckoutOrderResult = { order: CheckoutOrder } | { missing: string[] }

/** Provider A's network names (spec §9 card-pay chains) to EVM chain ids. */
const NETWORK_CHAIN_IDS: Record<string, number> = {
  ethereum: 1,
  arbitrum: 42161,
  polygon: 137,
  berachain: 80094,
  'avalanche-c-chain': 43114,
  optimism: 10,
  celo: 42220,
  base: 8453,
}

export const SOLANA_NETWORK = 'solana'

function originOf(url: string | null): string | undefined {
  if (!url) return undefined
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined
  } catch {
    return undefined
  }
}

function toCaipNetwork(name: string, address: string): string {
  if (/^(eip155|solana):/.test(name)) return name
  if (name === SOLANA_NETWORK) return SOLANA_NETWORK
  const chainId = NETWORK_CHAIN_IDS[name]
  if (chainId) return `eip155:${chainId}`
  return address.startsWith('0x') ? 'eip155:1' : SOLANA_NETWORK
}

function parseWallets(json: string | null): { address?: string; blockchains?: string[]; assets?: string[] } | undefined {
  if (!json) return undefined
  try {
    const wallets: unknown = JSON.parse(json)
    const first: unknown = Array.isArray(wallets) ? wallets[0] : undefined
    return typeof first === 'object' && first !== null ? (first as never) : undefined
  } catch {
    return undefined
  }
}

export function readCheckoutOrder(provider: CheckoutOrder['provider'], query: URLSearchParams): CheckoutOrderResult {
  if (provider === 'coinbase') {
    const wallet = parseWallets(query.get('destinationWallets'))
    const address = typeof wallet?.address === 'string' ? wallet.address : ''
    const fiatAmount = query.get('presetFiatAmount') ?? ''
    const missing = [!address && 'destinationWallets', !fiatAmount && 'presetFiatAmount'].filter((m): m is string => !!m)
    if (missing.length) return { missing }
    const networkName = query.get('defaultNetwork') ?? wallet?.blockchains?.[0] ?? 'ethereum'
    return {
      order: {
        provider,
        address,
        network: toCaipNetwork(networkName, address),
        asset: (wallet?.assets?.[0] ?? 'USDC').toUpperCase(),
        fiatAmount,
        fiatCurrency: (query.get('fiatCurrency') ?? 'USD').toUpperCase(),
        openerOrigin: originOf(query.get('redirectUrl')),
      },
    }
  }
  const required = ['publicKey', 'destinationCurrencyCode', 'walletAddress', 'externalCustomerId', 'sourceAmount']
  const missing = required.filter((key) => !query.get(key))
  if (missing.length) return { missing }
  const address = query.get('walletAddress')!
  const asset = query.get('destinationCurrencyCode')!.toUpperCase()
  const network = query.get('networkId') ?? (asset === 'SOL' ? SOLANA_NETWORK : address.startsWith('0x') ? 'eip155:1' : SOLANA_NETWORK)
  return {
    order: {
      provider,
      address,
      network: toCaipNetwork(network, address),
      asset,
      fiatAmount: query.get('sourceAmount')!,
      fiatCurrency: (query.get('sourceCurrencyCode') ?? 'USD').toUpperCase(),
      openerOrigin: originOf(query.get('redirectUrl')),
    },
  }
}
