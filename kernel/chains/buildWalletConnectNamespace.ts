import type { ChainAdapter } from '../plugins/chainAdapter'
import type { CaipNetwork, ChainNamespace } from '../types'

/** A chain plugin's part of a WalletConnect proposal (ChainAdapter.walletConnectNamespace). */
export type WalletConnectNamespaceConfig = ReturnType<NonNullable<ChainAdapter['walletConnectNamespace']>>

export interface BuildWalletConnectNamespaceParameters {
  methods: readonly string[]
  events: readonly string[]
}

/**
 * One family's namespace of a WalletConnect proposal: its own networks (others are dropped, the
 * kit passes every configured one), the given methods and events, and the first RPC URL of each
 * network keyed by CAIP-2 id.
 */
export function buildWalletConnectNamespace(
  namespace: ChainNamespace,
  networks: readonly CaipNetwork[],
  { methods, events }: BuildWalletConnectNamespaceParameters,
): WalletConnectNamespaceConfig {
  const own = networks.filter((n) => n.chainNamespace === namespace)
  const rpcMap: Record<string, string> = {}
  for (const n of own) {
    const url = n.rpcUrls.default.http[0]
    if (url) rpcMap[n.caipNetworkId] = url
  }
  return { chains: own.map((n) => n.caipNetworkId as string), methods: [...methods], events: [...events], rpcMap }
}
