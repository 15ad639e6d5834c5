import { buildWalletConnectNamespace, type CaipNetwork, type WalletConnectNamespaceConfig } from '../../kernel/plugin'

/** What AppKit's TRON adapter asks a WalletConnect wallet for. */
export const TRON_WALLET_CONNECT_METHODS = ['tron_signMessage', 'tron_signTransaction'] as const

export function tronWalletConnectNamespace(networks: readonly CaipNetwork[]): WalletConnectNamespaceConfig {
  return buildWalletConnectNamespace('tron', networks, { methods: TRON_WALLET_CONNECT_METHODS, events: [] })
}
