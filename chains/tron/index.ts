// `airlock/chains/tron`: the TRON chain plugin, built on `airlock/plugin` only. What sits in a
// host's first bundle is the adapter factory, TronLink discovery and the address rule; tronweb
// loads only when a balance is read or a transfer is built.
export { tronAdapter, TRONLINK_CONNECTOR_ID, type TronAdapter, type TronAdapterOptions } from './tronAdapter'
export { isTronAddress, isTronHexAddress } from './isTronAddress'
export { TRON_WALLET_CONNECT_METHODS, tronWalletConnectNamespace } from './tronWalletConnectNamespace'
export { DEFAULT_TRON_TOKENS, TRON_MAINNET_USDT, type TronToken } from './tronTokens'
export type { TronLinkLike, TronLinkTronWeb } from './createTronLinkProvider'
