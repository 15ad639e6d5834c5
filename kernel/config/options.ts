// What a host passes to createAppKit: @reown/appkit's option names and shapes (spec §1, BYD-08),
// plus Airlock's own `plugins` and `endpoints`. Chain adapters, SIWX clients and the universal
// provider are opaque here: the kernel imports no chain plugin, viem or @walletconnect code.
import type { SIWXConfig } from './siwxTypes'
export type { SIWXConfig } from './siwxTypes'
import type { PluginManifest } from '../plugins/types'
import type { StorageBackend } from '../storage/createKitStorage'
import type {
  AppKitNetwork,
  CaipNetworkId,
  ChainNamespace,
  CustomWallet,
  Metadata,
  PreferredAccountTypes,
  ThemeMode,
  ThemeVariables,
} from '../types'
import type { Endpoints } from './endpoints'

export type SocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster'
/** Swap aggregators the remote config can name; the default is one aggregator (spec §9). */
export type SwapProvider = '1inch' | (string & {})
/** On-ramp providers: provider A (meld) and provider B (coinbase) by default (spec §9). */
export type OnRampProvider = 'meld' | 'coinbase' | (string & {})
export type WalletFeature = 'swaps' | 'send' | 'receive' | 'onramp'
export type ConnectMethod = 'email' | 'social' | 'wallet'
export type ConnectorTypeOrder =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended'

/** AppKit's `features` option. email, socials, swaps, onramp and activity are remote-controlled. */
export interface Features {
  swaps?: boolean
  onramp?: boolean
  receive?: boolean
  send?: boolean
  email?: boolean
  emailShowWallets?: boolean
  socials?: SocialProvider[] | false
  /** AppKit's legacy name of `activity`. */
  history?: boolean
  activity?: boolean
  analytics?: boolean
  allWallets?: boolean
  smartSessions?: boolean
  legalCheckbox?: boolean
  connectorTypeOrder?: ConnectorTypeOrder[]
  connectMethodsOrder?: ConnectMethod[]
  walletFeaturesOrder?: WalletFeature[]
  collapseWallets?: boolean
  pay?: boolean
  /** AppKit 1.8's remote flag, a local option here: several wallets connected per namespace (the multi-wallet plugin). */
  multiWallet?: boolean
  reownBranding?: boolean
  reownAuthentication?: boolean
  headless?: boolean
}

/** One custom RPC endpoint; `config` is handed untouched to the chain plugin's transport. */
export interface CustomRpcUrl {
  url: string
  config?: Record<string, unknown>
}
export type CustomRpcUrlMap = Record<CaipNetworkId, CustomRpcUrl[]>

export interface Token {
  address: string
  image?: string
}
export type Tokens = Record<CaipNetworkId, Token>

/**
 * A chain adapter as the host passes it. Loose for AppKit's option shapes; createAppKit checks
 * each entry for a ChainAdapter's required members and throws InvalidAdapterError otherwise.
 */
export type AppKitAdapter = object & { readonly namespace?: ChainNamespace }

/** AppKit's legacy SIWE client: kept as given, mapped to SIWX when it offers `mapToSIWX`. */
export interface SIWEConfig {
  options?: Record<string, unknown>
  mapToSIWX?(): SIWXConfig
}

export interface UniversalProviderConfigOverride {
  methods?: Record<string, string[]>
  chains?: Record<string, string[]>
  events?: Record<string, string[]>
  rpcMap?: Record<string, string>
  defaultChain?: string
}

export type AllWalletsOption = 'SHOW' | 'HIDE' | 'ONLY_MOBILE'
export type CoinbasePreference = 'all' | 'smartWalletOnly' | 'eoaOnly'

export interface AppKitOptions {
  /** Required by the provider's APIs; without it the "Project ID Not Configured" alert shows (CFG-01). */
  projectId: string
  metadata?: Metadata
  networks: [AppKitNetwork, ...AppKitNetwork[]]
  defaultNetwork?: AppKitNetwork
  customRpcUrls?: CustomRpcUrlMap
  /** Network image URLs by network id (`1`, `'5eykt4...'`), overriding the catalogue's images. */
  chainImages?: Record<number | string, string>
  connectorImages?: Record<string, string>
  adapters?: AppKitAdapter[]
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  tokens?: Tokens
  customWallets?: CustomWallet[]
  includeWalletIds?: string[]
  excludeWalletIds?: string[]
  featuredWalletIds?: string[]
  allWallets?: AllWalletsOption
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  siwx?: SIWXConfig
  siweConfig?: SIWEConfig
  features?: Features
  defaultAccountTypes?: PreferredAccountTypes
  enableWalletConnect?: boolean
  enableEIP6963?: boolean
  enableNetworkSwitch?: boolean
  enableEmbedded?: boolean
  allowUnsupportedChain?: boolean
  manualWCControl?: boolean
  /** AppKit: screens for @walletconnect/ethereum-provider. Airlock: basic mode, see resolveBasicMode. */
  basic?: boolean
  showWallets?: boolean
  debug?: boolean
  disableAppend?: boolean
  enableWallets?: boolean
  enableInjected?: boolean
  enableCoinbase?: boolean
  enableReconnect?: boolean
  enableAuthLogger?: boolean
  enableWalletGuide?: boolean
  enableMobileFullScreen?: boolean
  experimental_preferUniversalLinks?: boolean
  coinbasePreference?: CoinbasePreference
  /** A host-built UniversalProvider; opaque to the kernel, used by the walletconnect plugin. */
  universalProvider?: object
  universalProviderConfigOverride?: UniversalProviderConfigOverride
  /** Airlock: the plugin manifests to use (send, swap, onramp, ...). */
  plugins?: readonly PluginManifest[]
  /** Airlock: every remote base URL, so the sandbox or a proxy can stand in (BYD-14). */
  endpoints?: Partial<Endpoints>
  /**
   * Airlock's own (wagmi's `storage`): where the kit keeps what it restores on reload.
   * `cookieStorage` puts the connection (never a key or a session) in a cookie the server reads
   * with `cookieToInitialState`; localStorage by default.
   */
  storage?: StorageBackend
  /**
   * Airlock's own: the visitor's language as a BCP 47 tag (`'ar'`, `'pt-BR'`). By default the
   * best match of the browser's languages, else English; a tag the kit does not ship warns once
   * and falls back. Pass it on a server-rendered page so server and client agree.
   */
  locale?: string
  /** Airlock's own: `'locale'` (default) sets the modal's direction from the locale; `'host'` takes the page's `<html dir>`. */
  dir?: 'locale' | 'host'
}
