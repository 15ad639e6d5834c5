import { checkOrigin } from './api/isOriginAllowed'
import { resolvePreferredAccountTypes } from './config/accountTypes'
import { inertOptionWarnings } from './config/inertOptions'
import { loadService } from './container/lazyService'
import type { DependencyContainer } from './container/tsyringe'
import { errorMessage } from './errors'
import { withTimeout } from './catalogue/withTimeout'
import { REMOTE_CONFIG_TIME_BOX_MS } from './features/remoteConfig'
import { registerAdapter } from './registerAdapter'
import { registerTelemetry } from './telemetry/registerTelemetry'
import * as T from './tokens'
import { fillInitialNetworks } from './connection/initialNetworks'

// Loaded by createAppKit right after it returns (kernel/createAppKit.ts): nothing here is needed
// to render the first screen, whose state the stores already hold, so it stays out of the host's
// first bundle and runs while the page paints.

/** Startup, in order: telemetry wiring, features, chains and plugins, networks, stored sessions. */
export async function startKit(c: DependencyContainer, cleanups: (() => void)[], openable: () => void = () => undefined): Promise<void> {
  registerTelemetry(c)
  const config = c.resolve(T.CONFIG)
  const bus = c.resolve(T.BUS)
  const logger = c.resolve(T.LOGGER)
  const telemetry = c.resolve(T.TELEMETRY)
  // Named once per kit, in the console; nothing on screen depends on it.
  for (const warning of inertOptionWarnings(c.resolve(T.OPTIONS))) logger.warn(warning)

  const onTrack = (event: Parameters<typeof telemetry.track>[0]) => void telemetry.track(event)
  const onError = (error: unknown, context?: string) => {
    logger.debug('internal error', context, errorMessage(error))
    telemetry.reportError(error)
  }
  bus.on('track', onTrack)
  bus.on('error', onError)
  cleanups.push(() => {
    bus.off('track', onTrack)
    bus.off('error', onError)
  })

  try {
    const features = c.resolve(T.FEATURES)
    const catalogue = c.resolve(T.CATALOGUE)
    // Basic mode fetches nothing from the provider (FEAT-02); otherwise both calls run together.
    // Both are time-boxed: a slow provider never holds start-up (a late analytics answer still lands).
    const analytics = config.basic ? undefined : catalogue.getAnalyticsConfig()
    void analytics?.then((answer) => c.resolve(T.ANALYTICS).setState({ remoteEnabled: answer.isAnalyticsEnabled }))
    // The services behind stand-ins load meanwhile, so once the kit is ready (what open() waits
    // for) every call on them is direct, as a search's first keystroke expects.
    // Host adapters built as stand-ins (eip155's wallet side) load here too, before registration.
    // The connection and modal controllers and the snackbar too: restoring, wallet events,
    // connects, the open rules and snacks run on them from here on.
    // A visitor in another language gets the core messages now, one chunk, while start-up runs.
    const i18n = c.resolve(T.I18N)
    const { locale } = i18n.state.getState()
    if (!i18n.isReady('core')) void i18n.switchTo(locale).catch(() => undefined)
    const services = [T.WALLET_CATALOGUE, T.BLOCKCHAIN_API, T.CONNECTION_CONTROLLER, T.MODAL_CONTROLLER, T.SNACKBAR].map((token) => loadService(c.resolve<object>(token)))
    services.push(...config.adapters.map(loadService))
    // The remote config is not awaited before the open rules have their local inputs (issue 32):
    // a click during start-up opens on what is known (remote features read as off meanwhile) and
    // the plugins the answer turns on join the open view in place.
    const remote = Promise.all([features.init(), analytics && withTimeout(analytics, REMOTE_CONFIG_TIME_BOX_MS)])
    await Promise.all(services)

    const registry = c.resolve(T.CHAIN_REGISTRY)
    // The config step already threw for an entry that is not a chain adapter.
    for (const adapter of config.adapters) registerAdapter(c, adapter)

    const host = c.resolve(T.PLUGIN_HOST)
    cleanups.push(features.store.subscribe(() => void host.sync()))
    await host.sync()

    registerConnectors(c, cleanups)
    selectInitialNetworks(c)
    openable()
    await remote
    // ready() includes the plugins the answer turned on (their activation started from the subscription).
    await host.sync()
    // Basic mode fetches nothing from the provider at startup; the Networks view loads its images.
    if (!config.basic) prefetchNetworkImages(c)
    // enableReconnect: false starts disconnected; the stored session stays for a later kit.
    if (config.enableReconnect) await c.resolve(T.CONNECTION_CONTROLLER).syncExistingConnection()
    // A visitor who opened the modal before the connectors existed gets the view the open rules
    // pick now (the Connect view instead of the WalletConnect-only one), unless they navigated.
    // The replaced view's connect attempt (WalletConnect's) is abandoned with it.
    if (c.resolve(T.MODAL_CONTROLLER).reconsiderOpenView()) c.resolve(T.CONNECTION_CONTROLLER).cancelConnect()
    await autoConnect(c)
    for (const namespace of registry.namespaces()) cleanups.push(c.resolve(T.CONNECTION_CONTROLLER).watchAdapter(namespace))

    const { remote: answer } = features.store.getState()
    if (!config.basic && (answer.email || (Array.isArray(answer.socials) && answer.socials.length > 0))) {
      // The allowlist governs embedded login; checking it only informs (ORIG-05).
      void checkOrigin({
        getAllowedOrigins: () => catalogue.getAllowedOrigins(),
        showAlert: (id) => void c.resolve(T.ALERTS).show(id),
      })
    }
  } catch (error) {
    // Startup failures must leave a usable, disconnected kit, never a rejected promise.
    bus.emit('error', error, 'startup')
    logger.error('startup failed', error)
  }
  bus.emit('track', { type: 'track', event: 'INITIALIZE', properties: { ...initializeProperties(c) } })
}

/** Connects what an adapter says must not wait for the visitor (CNR-09), where nothing was restored. */
async function autoConnect(c: DependencyContainer) {
  const registry = c.resolve(T.CHAIN_REGISTRY)
  const connections = c.resolve(T.CONNECTION_STORE)
  for (const namespace of registry.namespaces()) {
    if (connections.getState().connections[namespace]) continue
    const connector = await registry.get(namespace).autoConnectConnector?.()
    if (connector) {
      await c.resolve(T.CONNECTION_CONTROLLER).connect({ connector, namespace }).catch((error: unknown) => {
        c.resolve(T.BUS).emit('error', error, `autoConnect:${namespace}`)
      })
    }
  }
}

/** The host's adapters' connectors; chain plugins' connectors come with their registration. */
function registerConnectors(c: DependencyContainer, cleanups: (() => void)[]) {
  const connectors = c.resolve(T.CONNECTORS_STORE)
  for (const adapter of c.resolve(T.CONFIG).adapters) {
    for (const connector of adapter.getConnectors?.() ?? []) connectors.addConnector(connector)
    const unwatch = adapter.watchConnectors?.((list) => list.forEach((connector) => connectors.addConnector(connector)))
    if (unwatch) cleanups.push(unwatch)
  }
}

/** The default network's namespace becomes active; every namespace gets its first network. */
function selectInitialNetworks(c: DependencyContainer) {
  const config = c.resolve(T.CONFIG)
  const networks = c.resolve(T.NETWORKS_STORE)
  const accounts = c.resolve(T.ACCOUNT_STORE)
  const connection = c.resolve(T.CONNECTION_STORE)
  const preferred = resolvePreferredAccountTypes({ defaultAccountTypes: config.defaultAccountTypes, storage: c.resolve(T.STORAGE) })

  // createAppKit already chose (after a cookie's account, if any); a namespace still without one gets it now.
  for (const initial of fillInitialNetworks({ networks, connection }, config)) accounts.patch(initial.chainNamespace, { preferredAccountTypes: preferred })
}

/**
 * The configured networks' images, loaded in the background as AppKit does at startup: the
 * network button outside the modal shows its network's, and the Networks view finds them cached.
 * A failed image leaves the placeholder.
 */
function prefetchNetworkImages(c: DependencyContainer) {
  const catalogue = c.resolve(T.CATALOGUE)
  const networks = c.resolve(T.NETWORKS_STORE)
  const ids = new Set(c.resolve(T.CONFIG).networks.flatMap((n) => (n.assets?.imageId && !n.assets.imageUrl ? [n.assets.imageId] : [])))
  for (const id of ids) {
    catalogue.getAssetImage(id).then(
      (url) => networks.setState((s) => ({ images: { ...s.images, [id]: url } })),
      () => undefined,
    )
  }
}

function initializeProperties(c: DependencyContainer) {
  const config = c.resolve(T.CONFIG)
  return {
    networks: config.networks.map((n) => n.caipNetworkId),
    defaultNetwork: config.defaultNetwork?.caipNetworkId,
    themeMode: config.themeMode,
    basic: config.basic,
    plugins: config.plugins.map((p) => p.id),
  }
}
