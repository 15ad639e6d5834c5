import type { CaipNetwork } from '../../kernel/plugin'

/** What a dapp asks a WalletConnect wallet for on Solana (AppKit's request list, minus the account reads). */
export const SOLANA_WALLET_CONNECT_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
] as const

export interface WalletConnectNamespaceConfig {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap: Record<string, string>
}

/**
 * The `solana` namespace for a WalletConnect session proposal. Older wallets still answer for
 * the deprecated cluster ids, so those are asked for too (after the current ids), as AppKit does.
 * rpcMap is keyed by the full CAIP-2 id, which the universal provider's per-chain providers read.
 */
export function solanaWalletConnectNamespace(networks: readonly CaipNetwork[]): WalletConnectNamespaceConfig {
  const solana = networks.filter((n) => n.chainNamespace === 'solana')
  const chains = solana.map((n) => n.caipNetworkId as string)
  for (const n of solana) {
    if (n.deprecatedCaipNetworkId && !chains.includes(n.deprecatedCaipNetworkId)) chains.push(n.deprecatedCaipNetworkId)
  }
  const rpcMap: Record<string, string> = {}
  for (const n of solana) {
    const url = n.rpcUrls.default.http[0]
    if (url) rpcMap[n.caipNetworkId] = url
  }
  return { chains, methods: [...SOLANA_WALLET_CONNECT_METHODS], events: [], rpcMap }
}
