import type { AlertsStore } from '../alerts/createAlerts'
import type { BlockchainApiClient } from '../api/createBlockchainApiClient'
import type { CatalogueClient } from '../api/createCatalogueClient'
import type { HttpClient } from '../api/createHttpClient'
import type { EventBus } from '../bus/createEventBus'
import type { KitEventMap } from '../bus/events'
import type { Endpoints } from '../config/endpoints'
import type { ResolvedConfig } from '../config/resolveConfig'
import type { AccountStore } from '../connection/createAccountStore'
import type { ChainRegistry } from '../connection/createChainRegistry'
import type { ConnectionController } from '../connection/createConnectionController'
import type { ConnectionStore } from '../connection/createConnectionStore'
import type { ConnectorsStore } from '../connection/createConnectorsStore'
import type { NetworksStore } from '../connection/createNetworksStore'
import type { InjectionToken } from '../container/tsyringe'
import type { KitFeatures } from '../features/createFeatures'
import type { ModalController } from '../modal/createModalController'
import type { ModalStore } from '../modal/createModalStore'
import type { Router } from '../router/createRouter'
import type { Snackbar } from '../snackbar/createSnackbar'
import type { Store } from '../store/createStore'
import type { ThemeState } from '../theme/createThemeStore'
import type { AccountState, AccountType, ChainNamespace, Connector } from '../types'
import type { ChainAdapter } from './chainAdapter'
import type { PluginRegistryState } from './pluginRegistry'
import type { KitHooks } from './kitHooks'
import type { Registry } from './createRegistry'
import type { SlotEntries, SlotName } from './slots'
import type { AccountActionEntry, AccountTabEntry, Logger, ViewDefinition, ViewLoader } from './types'

/** A store a plugin may read and watch, not write. */
export type ReadableStore<S extends object> = Pick<Store<S>, 'getState' | 'subscribe'>

/** Read-only views of the kernel's stores. */
export interface PluginStores {
  connection: ReadableStore<ReturnType<ConnectionStore['getState']>>
  accounts: ReadableStore<ReturnType<AccountStore['getState']>> & Pick<AccountStore, 'get'>
  networks: ReadableStore<ReturnType<NetworksStore['getState']>> & Pick<NetworksStore, 'networksOf' | 'find' | 'isSupported'>
  connectors: ReadableStore<ReturnType<ConnectorsStore['getState']>> & Pick<ConnectorsStore, 'getConnector'>
  modal: Pick<ModalStore, 'getState' | 'subscribe' | 'isLoading'>
  features: ReadableStore<ReturnType<KitFeatures['store']['getState']>> & Pick<KitFeatures, 'isEnabled'>
  theme: ReadableStore<ThemeState>
  /** What plugins registered: views, actions, tabs, slot entries, active plugin ids. */
  plugins: ReadableStore<PluginRegistryState>
}

/** The writes a plugin may make to kernel state, by name. */
export interface PluginMutators {
  /** Merges fields into a namespace's account (balances, profile, preferred account type, ...). */
  patchAccount(namespace: ChainNamespace, patch: Partial<AccountState>): void
  /** The account button's and modal's loading state for a namespace (or all). */
  setLoading(namespace: ChainNamespace | undefined, loading: boolean): void
  /** Sets and remembers a namespace's preferred account type (eoa / smartAccount); a type it cannot use is ignored. */
  setPreferredAccountType(namespace: ChainNamespace, type: AccountType): void
}

/** An HTTP client per endpoint, each adding the kit's project id and SDK headers. */
export interface PluginApi {
  catalogue: CatalogueClient
  blockchainApi: BlockchainApiClient
  /** A client on one of the kit's endpoints (`api`, `blockchainApi`, `secureSite`, ...). */
  http(endpoint: keyof Endpoints): HttpClient
}

/** Storage namespaced by plugin id; values are JSON, garbage reads as absent. */
export interface PluginStorage {
  get<T = unknown>(key: string): T | undefined
  set(key: string, value: unknown): void
  remove(key: string): void
}

/** Hook registries as a plugin sees them: what it adds is removed when it deactivates. */
export type PluginHooks = { readonly [K in keyof KitHooks]: Pick<KitHooks[K], 'add' | 'list'> }

/** What activate(ctx) receives; a plugin gets everything else from here, never by import. */
export interface PluginContext {
  /** The plugin's id. */
  readonly id: string
  readonly config: ResolvedConfig
  readonly stores: PluginStores
  readonly mutate: PluginMutators
  readonly router: Router
  readonly modal: ModalController
  readonly snackbar: Snackbar
  readonly alerts: AlertsStore
  /** Chain adapters by namespace; plugins ask the adapter, never a chain library. */
  readonly chains: Omit<ChainRegistry, 'register'>
  readonly connection: ConnectionController
  readonly api: PluginApi
  readonly storage: PluginStorage
  /** Logs prefixed with the plugin id; debug lines unless the host sets `debug: false`. */
  readonly logger: Logger
  readonly bus: EventBus
  readonly hooks: PluginHooks
  /** Listens on the bus until the plugin deactivates. */
  on<K extends keyof KitEventMap>(event: K, listener: (...args: KitEventMap[K]) => void): void
  /** Makes a service resolvable by token (views: `useService(token)`) while the plugin is active. */
  provide<T>(token: InjectionToken<T>, value: T): void
  /** A service by token: the kernel's, or one a plugin provided. */
  use<T>(token: InjectionToken<T>): T
  /** Runs on deactivation or kit teardown, last registered first. */
  onDispose(fn: () => void): void
  registerView(name: string, view: ViewLoader | ViewDefinition): () => void
  registerAccountAction(entry: AccountActionEntry): () => void
  registerAccountTab(entry: AccountTabEntry): () => void
  registerSlot<S extends SlotName>(slot: S, entry: SlotEntries[S]): () => void
  registerChain(adapter: ChainAdapter): () => void
  registerConnector(connector: Connector): () => void
}

export type { Registry }
