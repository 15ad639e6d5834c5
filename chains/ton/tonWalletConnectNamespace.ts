import { buildWalletConnectNamespace, type CaipNetwork, type WalletConnectNamespaceConfig } from '../../kernel/plugin'

/** AppKit's TON methods over WalletConnect (its TonWalletConnectConnector's). */
export const TON_WALLET_CONNECT_METHODS = ['ton_sendMessage', 'ton_signData'] as const

/** The `ton` namespace of a WalletConnect proposal: the kit's TON networks, the two methods, no events. */
export const tonWalletConnectNamespace = (networks: readonly CaipNetwork[]): WalletConnectNamespaceConfig =>
  buildWalletConnectNamespace('ton', networks, { methods: TON_WALLET_CONNECT_METHODS, events: [] })
