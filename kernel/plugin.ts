// `airlock/plugin`: the plugin SDK. What a chain or feature plugin (ours or a third party's)
// builds on: definePlugin, typed tokens, the context and chain-adapter contracts, the kernel's
// services by token, read-only store types, errors and the CAIP and address helpers. A plugin
// imports this entry, `airlock/networks`, `airlock/react/components` and its own files only.
export type { AppKit, PublicAccount, PublicNetwork, PublicState, ThemeSnapshot } from './createPublicApi'
// A plugin's public functions (AppKit's experimental smart-session API) wait for the page's kit.
export { getDefaultKit } from './elements/defaultKit'
export * from './tokens'
export type { DependencyContainer, InjectionToken } from './container/tsyringe'
// A chain adapter (or service) whose async half loads on first use; startup loads it early.
export { lazyService, loadService, type LazyService, type LazyServiceShape } from './container/lazyService'

export { definePlugin } from './plugins/types'
export type * from './plugins/types'
export type * from './plugins/chainAdapter'
export type * from './plugins/chainAdapterWrites'
export type * from './plugins/chainActivity'
export type * from './plugins/pluginContext'
export type * from './plugins/slots'
export type * from './plugins/kitHooks'
export type { PluginHost, SlotState } from './plugins/createPluginHost'
export type { PluginRegistryState } from './plugins/pluginRegistry'
export { createRegistry, type Registry } from './plugins/createRegistry'
export { ServiceUnavailableError } from './plugins/createServiceDirectory'
export { orderAccountActions } from './plugins/orderAccountActions'
export type * from './types'
export * from './errors'
export { NotSupportedError } from './publicApi/notSupported'
export { findWalletConnector } from './publicApi/findWalletConnector'
export type { WalletListItem, WalletListSnapshot, FetchWalletsOptions } from './publicApi/walletListMembers'
export type { WalletConnectUriSnapshot } from './publicApi/walletConnectMembers'
export { EMAIL_LOGIN, type EmailLogin } from './publicApi/emailLogin'
export type { TransactionAction, TransactionStack, TransactionStatus } from './router/createTransactionStack'

export { fromBaseUnits, isPositiveAmount, parseDecimalAmount, toBaseUnits } from './format/decimalAmounts'
// Solana's encodings (addresses and signatures in base58, transactions in base64), for chain and feature plugins alike.
export { decodeBase58, encodeBase58 } from './format/base58'
export { decodeBase64, encodeBase64 } from './format/base64'
export { createStore, type Store } from './store/createStore'
export { derived, shallowEqual, type Derived } from './store/derived'
export type { EventBus } from './bus/createEventBus'
export type { KitEvent, KitEventMap, TrackEvent, TrackEventName } from './bus/events'
export type { KitStorage } from './storage/createKitStorage'
export { StorageKeys } from './storage/storageKeys'

export type { Endpoints } from './config/endpoints'
export { DEFAULT_ENDPOINTS } from './config/endpoints'
export type * from './config/options'
export type * from './config/siwxTypes'
export type { ResolvedConfig } from './config/resolveConfig'
export { SDK_TYPE, SDK_VERSION } from './config/resolveConfig'
export { DEFAULT_ACCOUNT_TYPES } from './config/accountTypes'

export { FEATURE_FLAGS, type FeatureFlagKey } from './features/featureFlags'
export { sortSocials } from './features/sortSocials'
export type { FeaturesState, KitFeatures } from './features/createFeatures'

export { Alerts, type AlertDefinition, type AlertId } from './alerts/alertCatalogue'
export type { AlertsState, AlertsStore, ShownAlert } from './alerts/createAlerts'
export type { SnackState, SnackVariant, Snackbar } from './snackbar/createSnackbar'
export type { ModalState, ModalStore } from './modal/createModalStore'
export type { ModalController } from './modal/createModalController'
export type { Router, RouterState, Transition } from './router/createRouter'
export type * from './router/viewNames'
export type { ThemeState } from './theme/createThemeStore'
// Messages (issue 30): a plugin's English sits beside its views, its translations in lazy chunks.
export { CORE_PACK, defineMessages, manifestMessageKey, errorText, errorWordsOf, formatMessage, formattersFor, directionOf, KNOWN_LOCALES, PSEUDO_LOCALE, SUPPORTED_LOCALES } from './i18n'
export type { Catalogue, CatalogueLoaders, ErrorWords, Formatters, I18n, WordedError, LocaleState, MessageKey, Messages, MessageValues, SupportedLocale, TextDirection, TranslatedLocale } from './i18n'

export type { HttpClient, QueryParams } from './api/createHttpClient'
export type { BlockchainApiClient, Identity, SupportedChains } from './api/createBlockchainApiClient'
export type { CatalogueClient, GetWalletsParams, GetWalletsResult } from './api/createCatalogueClient'
export { CataloguePageSizes } from './api/createCatalogueClient'
export type { ExcludedWallet, WalletCatalogue, WalletCatalogueState, WalletSearchState } from './catalogue/createWalletCatalogue'
export { IMAGE_PRELOAD_TIMEOUT_MS, PREFETCHED_IMAGE_COUNT, SEARCH_SETTLE_MS } from './catalogue/catalogueLimits'
export { walletLinkBase } from './links/walletLinkBase'
export { cached, createTtlCache, type TtlCache } from './api/createTtlCache'
export * from './api/cacheLifetimes'
export type { Telemetry } from './telemetry/createTelemetry'

export type { AccountStore } from './connection/createAccountStore'
export type { ChainRegistry } from './connection/createChainRegistry'
export type { ConnectionController } from './connection/createConnectionController'
export type { ConnectionStore } from './connection/createConnectionStore'
export { RECENT_WALLETS_LIMIT, type ConnectorsStore } from './connection/createConnectorsStore'
export type { NetworksStore } from './connection/createNetworksStore'
export { readSessionAccounts, type WalletConnectProviderLike } from './connection/readSessionAccounts'
export { EIP155_WALLETCONNECT_METHODS } from './connection/eip155WalletConnectMethods'
export type * from './connection/walletConnectService'
export type * from './connection/multiWalletService'

export * from './caip'
export * from './addresses'
// Remote token data checked at the boundary (issue 29): one validator per kind of entry.
export * from './validation'
export * from './env'

// AppKit-named adapter classes (BitcoinAdapter, TronAdapter, yours): options the kit overrides.
export { appKitAdapterWarnings } from './chains/appKitAdapterWarnings'
// Chain plugins that connect only through a WalletConnect session (bip122, generic, yours).
export { buildWalletConnectNamespace, type BuildWalletConnectNamespaceParameters, type WalletConnectNamespaceConfig } from './chains/buildWalletConnectNamespace'
export {
  createWalletConnectSessionAdapter,
  type CreateWalletConnectSessionAdapterParameters,
  type WalletConnectSignRequest,
} from './chains/createWalletConnectSessionAdapter'
