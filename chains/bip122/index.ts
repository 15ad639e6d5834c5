// `airlock/chains/bip122`: the Bitcoin chain plugin. Bitcoin wallets connect through
// WalletConnect; this adds the namespace, payment accounts, the address rule and signing.
export { bitcoinAdapter, walletConnectOnlyMessage, type BitcoinAdapter, type BitcoinAdapterOptions } from './bitcoinAdapter'
export { bitcoinAddressNetwork, isBitcoinAddress, type BitcoinAddressNetwork } from './bitcoinAddressNetwork'
export {
  BITCOIN_WALLET_CONNECT_EVENTS,
  BITCOIN_WALLET_CONNECT_METHODS,
  bitcoinWalletConnectNamespace,
  type WalletConnectNamespaceConfig,
} from './bitcoinWalletConnectNamespace'
