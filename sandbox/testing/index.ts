// `airlock/testing`: an offline, deterministic testing kit for host apps (BYD-07). Start the
// sandbox (or some services) in-process, point the kit at `sandbox.endpoints` and
// `sandbox.networks`, and drive the test wallets. Nothing here reaches the internet.
export { startSandbox } from './startSandbox'
export { SandboxStartError } from './SandboxStartError'
export { sandboxNetworks, type SandboxNetworkUrls } from './sandboxNetworks'
export {
  DEFAULT_SANDBOX_SERVICES,
  SANDBOX_SERVICES,
  type DefaultSandboxService,
  type Sandbox,
  type SandboxAccounts,
  type SandboxEndpoints,
  type SandboxNetworks,
  type SandboxPorts,
  type SandboxService,
  type SandboxUrls,
  type StartSandboxOptions,
} from './types'

// Test wallets.
export { buildBrowserWallets, type BuildBrowserWalletsOptions } from './buildBrowserWallets'
export { announceEip6963, type Eip6963ProviderInfo } from '../wallets/browser/announceEip6963'
export { createEip1193TestWallet } from '../wallets/browser/createEip1193TestWallet'
export {
  createSolanaTestWallet,
  type SolanaTestWallet,
  type SolanaTestWalletBehaviour,
  type SolanaTestWalletOptions,
} from '../wallets/browser/createSolanaTestWallet'
export {
  adr36SignBytes,
  createKeplrTestWallet,
  DEFAULT_KEPLR_KEY,
  KEPLR_TEST_CHAINS,
  type KeplrKey,
  type KeplrStdSignature,
  type KeplrTestWallet,
  type KeplrTestWalletOptions,
} from '../wallets/browser/createKeplrTestWallet'
export {
  createTronTestWallet,
  injectWindowTronLink,
  type TronTestWallet,
  type TronTestWalletBehaviour,
  type TronTestWalletOptions,
} from '../wallets/browser/createTronTestWallet'
export { TRON_TEST_ACCOUNTS, TRON_TEST_USDT, type TronTestAccount } from '../tron/accounts'
export type {
  Eip1193Provider,
  Eip1193TestWallet,
  Eip1193TestWalletBehaviour,
  Eip1193TestWalletOptions,
} from '../wallets/browser/types'
export {
  createWalletConnectTestWallet,
  type WalletBehaviour,
  type WalletConnectTestWallet,
  type WalletConnectTestWalletOptions,
} from '../wallets/walletconnect'

// Deterministic keys: public test keys, never use them with real funds.
export { DEVNET_ACCOUNT_BALANCE, DEVNET_ACCOUNTS, DEVNET_MNEMONIC, type DevnetAccount } from '../evm/accounts'
export {
  SOLANA_DEVNET_ACCOUNT_BALANCE,
  SOLANA_DEVNET_ACCOUNTS,
  SOLANA_DEVNET_USDC_BALANCE,
  type SolanaDevnetAccount,
} from '../solana/accounts'

// Scenario project ids (remote config off, origin not allowed, ...) and the service handles' types.
export {
  APPKIT_IDS_PROJECT_ID,
  DEFAULT_PROJECT_ID,
  INVALID_KEY_PROJECT_ID,
  JWT_NOT_VALID_PROJECT_ID,
  ORIGIN_NOT_ALLOWED_PROJECT_ID,
  PROVIDER_MESSAGES,
  REMOTE_OFF_PROJECT_ID,
  SANDBOX_PROJECT_IDS,
} from '../api/projects'
export type { AnalyticsEvent, ApiServer, FaultSpec, RequestRecord } from '../api'
export type { EvmDevnet, EvmDevnets } from '../evm/types'
export type { Relay } from '../relay'
export type { SolanaDevnet } from '../solana/startSolanaDevnet'
