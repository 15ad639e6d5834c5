// Every service the kernel binds, by token, in one place. A kit's child container holds one of
// each; plugins and the shell resolve them through the container they are handed.
import type { AlertsStore } from './alerts/createAlerts'
import type { BlockchainApiClient } from './api/createBlockchainApiClient'
import type { CatalogueClient } from './api/createCatalogueClient'
import type { WalletCatalogue } from './catalogue/createWalletCatalogue'
import type { HttpClient } from './api/createHttpClient'
import type { EventBus } from './bus/createEventBus'
import type { AppKitOptions } from './config/options'
import type { AppKit } from './createPublicApi'
import type { ResolvedConfig } from './config/resolveConfig'
import type { AccountStore } from './connection/createAccountStore'
import type { ChainRegistry } from './connection/createChainRegistry'
import type { ConnectionController } from './connection/createConnectionController'
import type { ConnectionStore } from './connection/createConnectionStore'
import type { ConnectorsStore } from './connection/createConnectorsStore'
import type { NetworksStore } from './connection/createNetworksStore'
import type { WalletConnectService } from './connection/walletConnectService'
import type { MultiWalletService } from './connection/multiWalletService'
import type { InjectionToken } from './container/tsyringe'
import type { KitFeatures } from './features/createFeatures'
import type { ModalController } from './modal/createModalController'
import type { ModalStore } from './modal/createModalStore'
import type { Startup } from './modal/startup'
import type { PluginHost } from './plugins/createPluginHost'
import type { ServiceDirectory } from './plugins/createServiceDirectory'
import type { KitHooks } from './plugins/kitHooks'
import type { Logger } from './plugins/types'
import type { Router } from './router/createRouter'
import type { TransactionStack } from './router/createTransactionStack'
import type { Snackbar } from './snackbar/createSnackbar'
import type { KitStorage } from './storage/createKitStorage'
import type { Store } from './store/createStore'
import type { Telemetry } from './telemetry/createTelemetry'
import type { ThemeState } from './theme/createThemeStore'
import type { I18n } from './i18n/createI18n'
import type { LazyService } from './container/lazyService'

/**
 * A typed token for a service (the kernel's, or one a plugin provides with `ctx.provide`).
 * A registered symbol (`Symbol.for`), so a plugin bundled with its own copy of this module still
 * names the same service; prefix your plugin's tokens with its id (`'names.service'`).
 */
export const createToken = <T>(name: string): InjectionToken<T> => Symbol.for(`airlock.${name}`)
const token = createToken

export const OPTIONS = token<AppKitOptions>('options')
export const CONFIG = token<ResolvedConfig>('config')
export const BUS = token<EventBus>('bus')
export const LOGGER = token<Logger>('logger')
export const STORAGE = token<KitStorage>('storage')

export const ALERTS = token<AlertsStore>('alerts')
export const SNACKBAR = token<Snackbar>('snackbar')
export const THEME = token<Store<ThemeState>>('theme')
export const MODAL = token<ModalStore>('modal')
/** The locale and the kit's messages (issue 30); its runtime loads with the first view or a non-English locale. */
export const I18N = token<LazyService<I18n>>('i18n')
export const ROUTER = token<Router>('router')
export const MODAL_CONTROLLER = token<ModalController>('modalController')
/** Start-up's milestones, for what prepares the first open (the shell's preload). */
export const STARTUP = token<Startup>('startup')
export const FEATURES = token<KitFeatures>('features')

/** HTTP client on `endpoints.api` (catalogue, remote config, origins). */
export const API_HTTP = token<HttpClient>('apiHttp')
export const CATALOGUE = token<CatalogueClient>('catalogue')
/** The wallet catalogue slice: featured, recommended, paged list, search, image prefetch. */
export const WALLET_CATALOGUE = token<WalletCatalogue>('walletCatalogue')
export const BLOCKCHAIN_API = token<BlockchainApiClient>('blockchainApi')
export const TELEMETRY = token<Telemetry>('telemetry')
/** Whether the provider wants analytics for this project (GET /getAnalyticsConfig, outside basic mode). */
export const ANALYTICS = token<Store<{ remoteEnabled: boolean }>>('analytics')

export const CHAIN_REGISTRY = token<ChainRegistry>('chainRegistry')
export const CONNECTION_STORE = token<ConnectionStore>('connectionStore')
export const ACCOUNT_STORE = token<AccountStore>('accountStore')
export const NETWORKS_STORE = token<NetworksStore>('networksStore')
export const CONNECTORS_STORE = token<ConnectorsStore>('connectorsStore')
export const CONNECTION_CONTROLLER = token<ConnectionController>('connectionController')

export const PLUGIN_HOST = token<PluginHost>('pluginHost')
/** The registries plugins join: close guards, modal-close, disconnect-all, sign-in gates, RPC interceptors. */
export const KIT_HOOKS = token<KitHooks>('hooks')
/** Services plugins provide by token (`ctx.provide`), removable on deactivation. */
export const SERVICES = token<ServiceDirectory>('services')
/** Registered by the walletconnect plugin; absent when it is not used or `enableWalletConnect` is false. */
export const WALLETCONNECT = token<WalletConnectService>('walletConnect')
/** Registered by the multi-wallet plugin while `features.multiWallet` is on (AppKit 1.8's connection members). */
export const MULTI_WALLET = token<MultiWalletService>('multiWallet')
/** AppKit's router transaction stack: flows push what follows a wallet's answer; the instance pops it. */
export const TRANSACTION_STACK = token<TransactionStack>('transactionStack')
/** The kit's public instance (AppKit's API), for adapters that bridge a host library to the kit (airlock/wagmi). */
export const APPKIT: InjectionToken<AppKit> = token<AppKit>('appKit')
