import { createAlerts } from './alerts/createAlerts'
import type { BlockchainApiClient } from './api/createBlockchainApiClient'
import type { CatalogueClient } from './api/createCatalogueClient'
import { createEventBus } from './bus/createEventBus'
import type { WalletCatalogue } from './catalogue/createWalletCatalogue'
import { createWalletCatalogueStore } from './catalogue/walletCatalogueStore'
import type { AppKitOptions } from './config/options'
import { resolveConfig } from './config/resolveConfig'
import { createAccountStore } from './connection/createAccountStore'
import { createChainRegistry } from './connection/createChainRegistry'
import { createConnectionStore } from './connection/createConnectionStore'
import { createConnectorsStore } from './connection/createConnectorsStore'
import { createNetworksStore } from './connection/createNetworksStore'
import { lazyConnectionController } from './connection/lazyConnectionController'
import { lazyHttpOn } from './api/lazyHttpClient'
import { activeAccount } from './connection/activeAccount'
import { lazyService, type LazyService } from './container/lazyService'
import { instanceCachingFactory, type DependencyContainer, type InjectionToken } from './container/tsyringe'
import { createFeatures } from './features/createFeatures'
import { createLogger } from './logger/createLogger'
import type { ModalController } from './modal/createModalController'
import { createModalStore } from './modal/createModalStore'
import type { PluginHost } from './plugins/createPluginHost'
import { createPluginRegistry } from './plugins/pluginRegistry'
import { createKitHooks } from './plugins/kitHooks'
import { createServiceDirectory } from './plugins/createServiceDirectory'
import { createRouter } from './router/createRouter'
import { createSnackStore, type Snackbar } from './snackbar/snackState'
import { createKitStorage } from './storage/createKitStorage'
import { createThemeStore } from './theme/createThemeStore'
import { createI18n } from './i18n/createI18n'
import { createTransactionStack } from './router/createTransactionStack'
import * as T from './tokens'

/**
 * Binds one kit's services into its own child container. Each is a lazy singleton of that
 * container (instanceCachingFactory), so two kits on a page share nothing.
 */
export function registerKernelServices(c: DependencyContainer, options: AppKitOptions, isStarted: () => boolean = () => false): void {
  const single = <V>(token: InjectionToken<V>, make: (c: DependencyContainer) => V) =>
    c.register(token, { useFactory: instanceCachingFactory(make) })

  c.register(T.OPTIONS, { useValue: options })
  single(T.KIT_HOOKS, () => createKitHooks())
  single(T.SERVICES, (c) => createServiceDirectory(c))
  single(T.BUS, () => createEventBus())
  single(T.ALERTS, () => createAlerts())
  single(T.CONFIG, (c) => resolveConfig(c.resolve(T.OPTIONS), { showAlert: (id) => void c.resolve(T.ALERTS).show(id) }))
  single(T.LOGGER, (c) => createLogger({ debug: c.resolve(T.CONFIG).debug }))
  single(T.STORAGE, (c) => createKitStorage({ backend: c.resolve(T.OPTIONS).storage }))
  // A stand-in: the snack's timing (show, replace, auto-hide) loads with startup; its state, which
  // the shell reads, is here. Nothing shows a snack before the modal can open.
  single(T.SNACKBAR, () => {
    const store = createSnackStore()
    return lazyService<Snackbar>(() => import('./snackbar/createSnackbar').then((m) => m.createSnackbar(store)), {
      async: ['show', 'showSuccess', 'showError', 'showLoading'],
      idle: ['hide', 'dispose'],
      own: { getState: store.getState, subscribe: store.subscribe },
    })
  })
  single(T.I18N, (c) => {
    const logger = c.resolve(T.LOGGER)
    return createI18n(c.resolve(T.OPTIONS).locale, (message) => logger.warn(message))
  })
  single(T.THEME, (c) => {
    const { themeMode, themeVariables } = c.resolve(T.CONFIG)
    return createThemeStore({ themeMode, themeVariables })
  })

  registerApi(c, single)
  registerConnection(c, single)
  registerModal(c, single)

  single(T.FEATURES, (c) =>
    createFeatures({
      options: c.resolve(T.OPTIONS),
      basic: c.resolve(T.CONFIG).basic,
      fetchRemoteConfig: () => c.resolve(T.CATALOGUE).getRemoteConfig(),
      showAlert: (id) => void c.resolve(T.ALERTS).show(id),
      bus: c.resolve(T.BUS),
      logger: c.resolve(T.LOGGER),
      cache: { storage: c.resolve(T.STORAGE), projectId: c.resolve(T.CONFIG).projectId, api: c.resolve(T.CONFIG).endpoints.api },
    }),
  )
  // The host's code (activation, registry records, view loading) loads with startup's first
  // sync; its registry store is here, so the shell can subscribe before that.
  single(T.PLUGIN_HOST, (c) => {
    const registry = createPluginRegistry()
    return lazyService<PluginHost>(
      () => import('./plugins/kitPluginHost').then((m) => m.kitPluginHost(c, registry, isStarted)),
      // Before the first sync no view is registered, so there is none to load.
      { async: ['sync'], idle: ['dispose'], unloaded: { loadView: () => undefined }, own: { registry } },
    )
  })
}

type Single = <V>(token: InjectionToken<V>, make: (c: DependencyContainer) => V) => void

/**
 * The provider's API clients: every call of theirs is a request, so stand-ins take the calls and
 * the clients (with their caches and parsers) load on the first. Telemetry and the
 * analytics switch are bound by startup (kernel/telemetry/registerTelemetry.ts).
 */
function registerApi(c: DependencyContainer, single: Single) {
  // Resolved at once by hosts' and tests' own calls (kit[KIT_CONTAINER].resolve(API_HTTP)): its
  // URLs answer at once, its request code loads with the first request.
  single(T.API_HTTP, (c) => lazyHttpOn(c, c.resolve(T.CONFIG).endpoints.api))
  const clients = () => import('./api/apiClients')
  single(T.CATALOGUE, (c) =>
    lazyService<CatalogueClient>(() => clients().then((m) => m.catalogueClient(c)), {
      async: ['getWallets', 'getRecommendedWallets', 'getWalletsPage', 'searchWallets', 'getFeaturedWallets', 'getWalletImage', 'getAssetImage', 'getCurrencyImage', 'getTokenImage', 'getRemoteConfig', 'getAllowedOrigins', 'getAnalyticsConfig'],
      idle: ['releaseImages'],
    }),
  )
  // The catalogue's state is here (views and useAppKitWallets read it at once); what fills it
  // loads with the first fetch. A search cleared before any fetch has nothing to clear.
  single(T.WALLET_CATALOGUE, (c) => {
    const store = createWalletCatalogueStore()
    return lazyService<WalletCatalogue>(
      () =>
        import('./catalogue/createWalletCatalogue').then((m) =>
          m.createWalletCatalogue({ catalogue: c.resolve(T.CATALOGUE), config: c.resolve(T.CONFIG), store }),
        ),
      {
        async: ['fetchFeatured', 'fetchRecommended', 'fetchPage', 'search', 'prefetchImages', 'loadImage', 'fetchExcludedWallets', 'prefetch'],
        idle: ['clearSearch', 'dispose'],
        own: { getState: store.getState, subscribe: store.subscribe },
      },
    )
  })
  single(T.BLOCKCHAIN_API, (c) =>
    lazyService<BlockchainApiClient>(() => clients().then((m) => m.blockchainApiClient(c)), {
      async: ['get', 'post', 'getSupportedChains', 'isSupported', 'whenSupported', 'getIdentity'],
      idle: ['forgetIdentity'],
    }),
  )
}

function registerConnection(c: DependencyContainer, single: Single) {
  single(T.CHAIN_REGISTRY, () => createChainRegistry())
  single(T.CONNECTION_STORE, () => createConnectionStore())
  single(T.ACCOUNT_STORE, () => createAccountStore())
  single(T.NETWORKS_STORE, (c) => createNetworksStore({ networks: c.resolve(T.CONFIG).networks }))
  single(T.CONNECTORS_STORE, (c) => createConnectorsStore({ storage: c.resolve(T.STORAGE) }))
  // A stand-in: the controller's code loads with startup (connection/lazyConnectionController.ts).
  single(T.CONNECTION_CONTROLLER, (c) =>
    lazyConnectionController({
      stores: {
        connection: c.resolve(T.CONNECTION_STORE),
        account: c.resolve(T.ACCOUNT_STORE),
        networks: c.resolve(T.NETWORKS_STORE),
        connectors: c.resolve(T.CONNECTORS_STORE),
      },
      registry: c.resolve(T.CHAIN_REGISTRY),
      storage: c.resolve(T.STORAGE),
      bus: c.resolve(T.BUS),
      logger: c.resolve(T.LOGGER),
      setLoading: (namespace, loading) => c.resolve(T.MODAL).setLoading(namespace, loading),
      showUnsupportedChain: () => c.resolve(T.MODAL_CONTROLLER).open({ view: 'UnsupportedChain' }),
      getOptions: () => c.resolve(T.CONFIG),
      disconnectAllHooks: c.resolve(T.KIT_HOOKS).disconnectAll,
    }),
  )
}

function registerModal(c: DependencyContainer, single: Single) {
  single(T.MODAL, () => createModalStore())
  single(T.ROUTER, (c) =>
    createRouter({
      isConnected: () => Boolean(activeAccount(c)?.caipAddress),
      // Looked up lazily: the controller is built on top of the router.
      closeModal: () => c.resolve(T.MODAL_CONTROLLER).close(),
      reloadAuthConnector: () => c.resolve(T.KIT_HOOKS).authReload.list().forEach((reload) => reload()),
    }),
  )
  single(T.TRANSACTION_STACK, (c) => createTransactionStack({ goBack: () => c.resolve(T.ROUTER).goBack() }))
  // A stand-in: the open and close rules load with startup, which waits for them (kit.open() waits
  // for startup). Before that nothing was opened: nothing to reconsider, no plugin guards a close.
  single(T.MODAL_CONTROLLER, (c) => {
    const stand: LazyService<ModalController> = lazyService<ModalController>(
      () => import('./modal/kitModalController').then((m) => m.kitModalController(c)),
      {
        async: ['open', 'close', 'connected'],
        unloaded: {
          isCloseDisabled: () => false,
          reconsiderOpenView: () => false,
          // Before startup nothing is registered: the open rules' default (RTR-05).
          openView: () => 'Connect',
          requestClose() {
            void stand.close()
            return true
          },
        },
      },
    )
    return stand
  })
}
