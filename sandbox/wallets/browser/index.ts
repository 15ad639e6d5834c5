// Public entry of the browser test wallets (for airlock/testing). Node-only: buildBrowserWallets
// imports esbuild; pages load the bundle it returns, never this file.
export { announceEip6963, type Eip6963ProviderInfo } from './announceEip6963'
export { buildBrowserWallets, type BuildBrowserWalletsOptions } from './buildBrowserWallets'
export { createEip1193TestWallet } from './createEip1193TestWallet'
export {
  createSolanaTestWallet,
  SOLANA_CHAINS,
  type SolanaTestWallet,
  type SolanaTestWalletBehaviour,
  type SolanaTestWalletOptions,
} from './createSolanaTestWallet'
export { createWalletIcon } from './createWalletIcon'
export {
  adr36SignBytes,
  createKeplrTestWallet,
  DEFAULT_KEPLR_KEY,
  injectWindowKeplr,
  KEPLR_TEST_CHAINS,
  type KeplrKey,
  type KeplrStdSignature,
  type KeplrTestWallet,
  type KeplrTestWalletBehaviour,
  type KeplrTestWalletOptions,
} from './createKeplrTestWallet'
export { injectWindowEthereum } from './injectWindowEthereum'
export {
  createTronTestWallet,
  injectWindowTronLink,
  tip191Digest,
  tronAddressOf,
  type TronTestWallet,
  type TronTestWalletBehaviour,
  type TronTestWalletOptions,
  type TronWebLike,
} from './createTronTestWallet'
export {
  DEFAULT_SOLANA_SEED,
  installBrowserWallets,
  type BrowserWalletsConfig,
  type InstalledBrowserWallets,
} from './installBrowserWallets'
export { InvalidWalletsQueryError, parseWalletsQuery, type BrowserWalletsSelection } from './parseWalletsQuery'
export { PROVIDER_ERROR_MESSAGES, ProviderRpcError } from './ProviderRpcError'
export { registerWalletStandard } from './registerWalletStandard'
export type {
  Eip1193Events,
  Eip1193Provider,
  Eip1193TestWallet,
  Eip1193TestWalletBehaviour,
  Eip1193TestWalletOptions,
  RequestArguments,
} from './types'
export type { Wallet, WalletAccount, WalletIcon, WalletsRegisterApi } from './walletStandardTypes'
