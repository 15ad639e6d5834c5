// Options → the kit's frozen configuration: validated, defaults applied (spec §1, §5, §9).
import type { AlertId } from '../alerts/alertCatalogue'
import { ConfigError, ErrorMessages } from '../errors'
import type { LocalFeatures } from '../features/defaultFeatures'
import { resolveLocalFeatures } from '../features/resolveLocalFeatures'
import { resolveBasicMode } from '../features/resolveBasicMode'
import type { ChainAdapter } from '../plugins/chainAdapter'
import type { PluginManifest } from '../plugins/types'
import type {
  CaipNetwork,
  CustomWallet,
  Metadata,
  PreferredAccountTypes,
  ThemeMode,
  ThemeVariables,
} from '../types'
import { DEFAULT_ACCOUNT_TYPES, mergeAccountTypes } from './accountTypes'
import { isRestrictedTimezone } from '../env/isRestrictedTimezone'
import { resolveEndpoints, type Endpoints } from './endpoints'
import type {
  AllWalletsOption,
  AppKitOptions,
  CoinbasePreference,
  CustomRpcUrlMap,
  SIWEConfig,
  SIWXConfig,
  Tokens,
  UniversalProviderConfigOverride,
} from './options'
import { toCaipNetwork } from './toCaipNetwork'
import { validateOptions } from './validateOptions'

/** The core build's identity, sent as `st`/`sv` on every provider call (CFG-12). */
export const SDK_TYPE = 'appkit'
export const SDK_VERSION = 'html-core-1.7.8'

export interface ResolvedConfig {
  /** '' when the host gave none (the "Project ID Not Configured" alert was shown). */
  readonly projectId: string
  readonly sdkType: typeof SDK_TYPE
  readonly sdkVersion: string
  readonly endpoints: Readonly<Endpoints>
  readonly metadata: Readonly<Metadata> | undefined
  /** The `networks` option as CAIP networks, every §3 field filled (NETW-01). */
  readonly networks: readonly [CaipNetwork, ...CaipNetwork[]]
  readonly defaultNetwork: CaipNetwork | undefined
  readonly customRpcUrls: Readonly<CustomRpcUrlMap>
  readonly chainImages: Readonly<Record<number | string, string>>
  readonly connectorImages: Readonly<Record<string, string>>
  /** Chain adapters, as given (never frozen: they are the host's live objects). */
  readonly adapters: readonly ChainAdapter[]
  readonly themeMode: ThemeMode
  readonly themeVariables: Readonly<ThemeVariables>
  readonly tokens: Readonly<Tokens>
  readonly customWallets: readonly CustomWallet[]
  readonly includeWalletIds: readonly string[]
  readonly excludeWalletIds: readonly string[]
  readonly featuredWalletIds: readonly string[]
  readonly allWallets: AllWalletsOption
  readonly termsConditionsUrl: string | undefined
  readonly privacyPolicyUrl: string | undefined
  /** `siwx`, or the SIWX view of `siweConfig` when only that was given. */
  readonly siwx: SIWXConfig | undefined
  readonly siweConfig: SIWEConfig | undefined
  /** Local features with defaults; remote-controlled ones live in the features store. */
  readonly features: Readonly<LocalFeatures>
  /** Defaults ← the option; the account store layers the stored choice on top (ACCT-04). */
  readonly defaultAccountTypes: Readonly<PreferredAccountTypes>
  readonly enableWalletConnect: boolean
  readonly enableEIP6963: boolean
  readonly enableNetworkSwitch: boolean
  readonly enableEmbedded: boolean
  readonly allowUnsupportedChain: boolean
  readonly manualWCControl: boolean
  readonly basic: boolean
  readonly showWallets: boolean
  readonly debug: boolean
  readonly disableAppend: boolean
  readonly enableWallets: boolean
  readonly enableInjected: boolean
  readonly enableCoinbase: boolean
  readonly enableReconnect: boolean
  readonly enableAuthLogger: boolean
  readonly enableWalletGuide: boolean
  readonly enableMobileFullScreen: boolean
  readonly experimental_preferUniversalLinks: boolean
  readonly coinbasePreference: CoinbasePreference
  readonly universalProvider: object | undefined
  readonly universalProviderConfigOverride: Readonly<UniversalProviderConfigOverride> | undefined
  readonly plugins: readonly PluginManifest[]
}

export interface ResolveConfigDeps {
  showAlert(id: AlertId): void
  /** CAIP networks the RPC gateway serves; the built-in list when absent. */
  gatewayChains?: readonly string[]
  /** Another entry (e.g. the React one) may identify itself differently. */
  sdkVersion?: string
}

/**
 * A frozen copy of plain data (objects, arrays); anything else (functions, class instances such
 * as a viem formatter or a transport hook) is kept by reference, so the host's objects are never
 * frozen and nothing needs to be cloneable.
 */
function frozenCopy<T>(value: T): T {
  if (Array.isArray(value)) return Object.freeze(value.map(frozenCopy)) as T
  if (value && typeof value === 'object') {
    const proto = Object.getPrototypeOf(value)
    if (proto !== Object.prototype && proto !== null) return value
    return Object.freeze(
      Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, frozenCopy(inner)])),
    ) as T
  }
  return value
}

// AppKit fills missing metadata from the page; only in a browser, so SSR never touches document.
function pageMetadata(): Metadata | undefined {
  const doc = (globalThis as { document?: Document }).document
  const origin = (globalThis as { location?: Location }).location?.origin
  if (!doc || !origin) return undefined
  const icon = doc.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href
  return {
    name: doc.title ?? '',
    description: doc.querySelector<HTMLMetaElement>('meta[property="og:description"]')?.content ?? '',
    url: origin,
    icons: icon ? [icon] : [],
  }
}

function resolveMetadata(given: Metadata | undefined): Metadata | undefined {
  if (!given) return pageMetadata()
  return {
    ...given,
    name: given.name ?? '',
    description: given.description ?? '',
    url: given.url ?? '',
    icons: given.icons ?? [],
  }
}

export function resolveConfig(options: AppKitOptions, deps: ResolveConfigDeps): ResolvedConfig {
  validateOptions(options)

  // The siwe/siwx clash is a programming error: fail before anything is built (CFG-02).
  if (options.siweConfig && options.siwx) throw new ConfigError(ErrorMessages.bothSiweAndSiwx)

  // Without a project id the kit still starts (local wallets work); the provider's APIs will not (CFG-01).
  const projectId = options.projectId ?? ''
  if (!projectId) deps.showAlert('projectIdNotConfigured')

  const endpoints = Object.freeze(resolveEndpoints(options.endpoints, isRestrictedTimezone()))
  const customRpcUrls = options.customRpcUrls ?? {}
  const chainImages = options.chainImages ?? {}
  const networkContext = {
    projectId,
    blockchainApi: endpoints.blockchainApi,
    customRpcUrls,
    chainImages,
    gatewayChains: deps.gatewayChains,
  }
  const networks = frozenCopy(
    options.networks.map((network, i) => toCaipNetwork(network, { ...networkContext, optionName: `networks[${i}]` })),
  ) as unknown as ResolvedConfig['networks']
  const defaultNetwork = options.defaultNetwork
    ? frozenCopy(toCaipNetwork(options.defaultNetwork, { ...networkContext, optionName: 'defaultNetwork' }))
    : undefined

  const siwx = options.siwx ?? options.siweConfig?.mapToSIWX?.()

  return Object.freeze({
    projectId,
    sdkType: SDK_TYPE,
    sdkVersion: deps.sdkVersion ?? SDK_VERSION,
    endpoints,
    metadata: frozenCopy(resolveMetadata(options.metadata)),
    networks,
    defaultNetwork,
    customRpcUrls: frozenCopy(customRpcUrls),
    chainImages: frozenCopy(chainImages),
    connectorImages: frozenCopy(options.connectorImages ?? {}),
    // validateOptions checked every entry for the members the kernel calls.
    adapters: Object.freeze([...(options.adapters ?? [])] as ChainAdapter[]),
    themeMode: options.themeMode ?? 'dark',
    themeVariables: frozenCopy(options.themeVariables ?? {}),
    tokens: frozenCopy(options.tokens ?? {}),
    customWallets: frozenCopy(options.customWallets ?? []),
    includeWalletIds: frozenCopy(options.includeWalletIds ?? []),
    excludeWalletIds: frozenCopy(options.excludeWalletIds ?? []),
    featuredWalletIds: frozenCopy(options.featuredWalletIds ?? []),
    allWallets: options.allWallets ?? 'SHOW',
    termsConditionsUrl: options.termsConditionsUrl,
    privacyPolicyUrl: options.privacyPolicyUrl,
    siwx,
    siweConfig: options.siweConfig,
    features: frozenCopy(resolveLocalFeatures(options.features)),
    defaultAccountTypes: Object.freeze(mergeAccountTypes(DEFAULT_ACCOUNT_TYPES, options.defaultAccountTypes)),
    // AppKit's defaults: on unless turned off ...
    enableWalletConnect: options.enableWalletConnect !== false,
    enableEIP6963: options.enableEIP6963 !== false,
    enableNetworkSwitch: options.enableNetworkSwitch !== false,
    showWallets: options.showWallets !== false,
    debug: options.debug !== false,
    enableWallets: options.enableWallets !== false,
    enableInjected: options.enableInjected !== false,
    enableCoinbase: options.enableCoinbase !== false,
    enableReconnect: options.enableReconnect !== false,
    enableAuthLogger: options.enableAuthLogger !== false,
    enableWalletGuide: options.enableWalletGuide !== false,
    // ... and off unless turned on.
    enableEmbedded: options.enableEmbedded === true,
    allowUnsupportedChain: options.allowUnsupportedChain === true,
    manualWCControl: options.manualWCControl === true,
    disableAppend: options.disableAppend === true,
    enableMobileFullScreen: options.enableMobileFullScreen === true,
    experimental_preferUniversalLinks: options.experimental_preferUniversalLinks === true,
    basic: resolveBasicMode(options),
    coinbasePreference: options.coinbasePreference ?? 'all',
    universalProvider: options.universalProvider,
    universalProviderConfigOverride: options.universalProviderConfigOverride
      ? frozenCopy(options.universalProviderConfigOverride)
      : undefined,
    plugins: Object.freeze([...(options.plugins ?? [])]),
  })
}

