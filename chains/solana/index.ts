// `airlock/chains/solana`: the Solana chain plugin. What sits in a host's first bundle is the
// adapter factory, Wallet Standard discovery and the signing helpers; @solana/web3.js loads
// only when a balance is read or a transfer is built.
export { solanaAdapter, type SolanaAdapter, type SolanaAdapterOptions } from './solanaAdapter'
export { buildSolanaSignMessageParams, type SolanaSignMessageParams } from './buildSolanaSignMessageParams'
export {
  SOLANA_WALLET_CONNECT_METHODS,
  solanaWalletConnectNamespace,
  type WalletConnectNamespaceConfig,
} from './solanaWalletConnectNamespace'
export { toWalletStandardChain, type SolanaStandardChain } from './toWalletStandardChain'
export type { SendOptions, SolanaRpcMethod, WalletStandardProvider } from './createWalletStandardProvider'
export type { WalletConnectSolanaProvider } from './walletConnectSolanaProvider'
export type { SendSolanaTransferArgs } from './sendSolanaTransfer'
export type { SendSolanaTransactionArgs } from './sendSolanaTransaction'
export { formatLamports } from './formatLamports'
export { decodeBase58, encodeBase58 } from './base58'
