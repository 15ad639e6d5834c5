// The public entry of `airlock`: createAppKit, the plugin contract, and the kernel contracts
// plugins and the shell build on. Plugins import from here only, never from kernel internals.

export { createAppKit } from './createAppKit'
export { getDefaultKit, subscribeDefaultKit } from './elements/defaultKit'
export { defineAppKitElements } from './elements/defineAppKitElements'
// One button model for the <appkit-*> elements and the React buttons (airlock/react).
export {
  accountButtonModel,
  appKitButtonModel,
  connectButtonModel,
  networkButtonModel,
  sameButtonModel,
  subscribeButtonModel,
  type ButtonAttributes,
  type ButtonKind,
  type ButtonModel,
} from './elements/buttonModels'
export { accountBalanceText, type AccountBalanceInput } from './elements/accountBalanceText'
export { KIT_CONTAINER } from './createPublicApi'
export type { AppKit, PublicAccount, PublicNetwork, PublicState, ThemeSnapshot } from './createPublicApi'
export * from './tokens'
export type { DependencyContainer, InjectionToken } from './container/tsyringe'
export { HOOKS, type KernelHooks } from './registerKernelServices'

export { definePlugin } from './plugins/types'
export type * from './plugins/types'
export type * from './plugins/chainAdapter'
export type { PluginHost, PluginRegistryState } from './plugins/createPluginHost'
export type * from './types'
export * from './errors'

export { createStore, type Store } from './store/createStore'
export { derived, shallowEqual, type Derived } from './store/derived'
export type { EventBus } from './bus/createEventBus'
export type { KitEvent, KitEventMap, TrackEvent, TrackEventName } from './bus/events'
export type { KitStorage } from './storage/createKitStorage'
export { StorageKeys } from './storage/storageKeys'

export type { Endpoints } from './config/endpoints'
export { DEFAULT_ENDPOINTS } from './config/endpoints'
export type * from './config/options'
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

export type { HttpClient, QueryParams } from './api/createHttpClient'
export type { BlockchainApiClient, Identity, SupportedChains } from './api/createBlockchainApiClient'
export type { CatalogueClient, GetWalletsParams, GetWalletsResult } from './api/createCatalogueClient'
export { CataloguePageSizes } from './api/createCatalogueClient'
export type { ExcludedWallet, WalletCatalogue, WalletCatalogueState, WalletSearchState } from './catalogue/createWalletCatalogue'
export { IMAGE_PRELOAD_TIMEOUT_MS, PREFETCHED_IMAGE_COUNT, SEARCH_SETTLE_MS } from './catalogue/catalogueLimits'
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

export * from './caip'
export * from './addresses'
export * from './env'
