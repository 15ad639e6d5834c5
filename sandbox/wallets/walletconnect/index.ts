export { createWalletConnectTestWallet } from './createWalletConnectTestWallet'
export { createMemoryStorage, type KeyValueStorage } from './createMemoryStorage'
export { createTestDapp, type TestDapp } from './createTestDapp'
export { WalletRpcError } from './WalletRpcError'
export {
  SOLANA_MAINNET,
  TON_MAINNET,
  TRON_MAINNET,
  type WalletBehaviour,
  type WalletConnectTestWallet,
  type WalletConnectTestWalletOptions,
  type WalletEvents,
  type WalletNamespace,
  type WalletRequest,
} from './types'
