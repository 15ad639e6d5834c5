import type { CaipNetwork } from '../../kernel'

/** WalletConnect's Bitcoin RPC methods the kit asks for. */
export const BITCOIN_WALLET_CONNECT_METHODS = ['signMessage', 'sendTransfer', 'getAccountAddresses'] as const
/** The wallet tells the dapp its address list changed. */
export const BITCOIN_WALLET_CONNECT_EVENTS = ['bip122_addressesChanged'] as const

export interface WalletConnectNamespaceConfig {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap: Record<string, string>
}

/** The `bip122` namespace of a WalletConnect proposal; rpcMap keyed by CAIP-2 id. */
export function bitcoinWalletConnectNamespace(networks: readonly CaipNetwork[]): WalletConnectNamespaceConfig {
  const bitcoin = networks.filter((n) => n.chainNamespace === 'bip122')
  const rpcMap: Record<string, string> = {}
  for (const n of bitcoin) {
    const url = n.rpcUrls.default.http[0]
    if (url) rpcMap[n.caipNetworkId] = url
  }
  return {
    chains: bitcoin.map((n) => n.caipNetworkId),
    methods: [...BITCOIN_WALLET_CONNECT_METHODS],
    events: [...BITCOIN_WALLET_CONNECT_EVENTS],
    rpcMap,
  }
}
