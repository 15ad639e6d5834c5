import { buildWalletConnectNamespace, type CaipNetwork, type WalletConnectNamespaceConfig } from '../../kernel/plugin'

export type { WalletConnectNamespaceConfig } from '../../kernel/plugin'

/** WalletConnect's Bitcoin RPC methods the kit asks for. */
export const BITCOIN_WALLET_CONNECT_METHODS = ['signMessage', 'sendTransfer', 'getAccountAddresses'] as const
/** The wallet tells the dapp its address list changed. */
export const BITCOIN_WALLET_CONNECT_EVENTS = ['bip122_addressesChanged'] as const

/** The `bip122` namespace of a WalletConnect proposal; rpcMap keyed by CAIP-2 id. */
export function bitcoinWalletConnectNamespace(networks: readonly CaipNetwork[]): WalletConnectNamespaceConfig {
  return buildWalletConnectNamespace('bip122', networks, { methods: BITCOIN_WALLET_CONNECT_METHODS, events: BITCOIN_WALLET_CONNECT_EVENTS })
}
