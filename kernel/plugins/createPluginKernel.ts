import type { HttpClient } from '../api/createHttpClient'
import type { Endpoints } from '../config/endpoints'
import type { DependencyContainer } from '../container/tsyringe'
import { createLogger } from '../logger/createLogger'
import { registerAdapter } from '../registerAdapter'
import * as T from '../tokens'
import type { PluginKernel } from './createPluginContext'
import type { PluginStores } from './pluginContext'
import type { Connector } from '../types'

/** Read-only views: the same functions, minus the writers, so a plugin cannot reach them by type. */
function readOnlyStores(c: DependencyContainer): PluginStores {
  const connection = c.resolve(T.CONNECTION_STORE)
  const accounts = c.resolve(T.ACCOUNT_STORE)
  const networks = c.resolve(T.NETWORKS_STORE)
  const connectors = c.resolve(T.CONNECTORS_STORE)
  const modal = c.resolve(T.MODAL)
  const features = c.resolve(T.FEATURES)
  const theme = c.resolve(T.THEME)
  const plugins = () => c.resolve(T.PLUGIN_HOST).registry
  return {
    connection: { getState: connection.getState, subscribe: connection.subscribe },
    accounts: { getState: accounts.getState, subscribe: accounts.subscribe, get: accounts.get },
    networks: { getState: networks.getState, subscribe: networks.subscribe, networksOf: networks.networksOf, find: networks.find, isSupported: networks.isSupported },
    connectors: { getState: connectors.getState, subscribe: connectors.subscribe, getConnector: connectors.getConnector },
    modal: { getState: modal.getState, subscribe: modal.subscribe, isLoading: modal.isLoading },
    features: { getState: features.store.getState, subscribe: features.store.subscribe, isEnabled: features.isEnabled },
    theme: { getState: theme.getState, subscribe: theme.subscribe },
    // The host is built after the stores; its registry is looked up on use.
    plugins: { getState: () => plugins().getState(), subscribe: (listener) => plugins().subscribe(listener) },
  }
}

/**
 * The kit's side of every plugin context, built once per kit from its container. `http` makes
 * one client per endpoint on first use.
 */
export function createPluginKernel(
  c: DependencyContainer,
  httpOn: (baseUrl: string) => HttpClient,
  /** Whether startup finished: a chain registered later is watched here, not by startup. */
  isStarted: () => boolean,
): PluginKernel {
  const config = c.resolve(T.CONFIG)
  const logger = c.resolve(T.LOGGER)
  const services = c.resolve(T.SERVICES)
  const connectors = c.resolve(T.CONNECTORS_STORE)
  const clients = new Map<keyof Endpoints, HttpClient>()
  const chains = c.resolve(T.CHAIN_REGISTRY)
  return {
    config,
    stores: readOnlyStores(c),
    mutate: {
      patchAccount: (namespace, patch) => c.resolve(T.ACCOUNT_STORE).patch(namespace, patch),
      setLoading: (namespace, loading) => c.resolve(T.MODAL).setLoading(namespace, loading),
    },
    router: c.resolve(T.ROUTER),
    modal: c.resolve(T.MODAL_CONTROLLER),
    snackbar: c.resolve(T.SNACKBAR),
    alerts: c.resolve(T.ALERTS),
    chains,
    connection: c.resolve(T.CONNECTION_CONTROLLER),
    api: {
      catalogue: c.resolve(T.CATALOGUE),
      blockchainApi: c.resolve(T.BLOCKCHAIN_API),
      http(endpoint) {
        let client = clients.get(endpoint)
        if (!client) clients.set(endpoint, (client = endpoint === 'api' ? c.resolve(T.API_HTTP) : httpOn(config.endpoints[endpoint])))
        return client
      },
    },
    bus: c.resolve(T.BUS),
    hooks: c.resolve(T.KIT_HOOKS),
    storage: c.resolve(T.STORAGE),
    logger,
    loggerFor: (id) => createLogger({ debug: config.debug, prefix: `[airlock:${id}]` }),
    use: (token) => {
      const found = services.find(token)
      return found === undefined ? c.resolve(token) : found
    },
    provide: (token, value) => services.provide(token, value),
    registerChain(adapter) {
      const undos = [registerAdapter(c, adapter)]
      for (const connector of adapter.getConnectors?.() ?? []) undos.push(registerConnector(connector))
      const unwatch = adapter.watchConnectors?.((list) => list.forEach((connector) => undos.push(registerConnector(connector))))
      if (unwatch) undos.push(unwatch)
      if (isStarted()) undos.push(c.resolve(T.CONNECTION_CONTROLLER).watchAdapter(adapter.namespace))
      return () => undos.splice(0).reverse().forEach((undo) => undo())
    },
    registerConnector,
  }

  function registerConnector(connector: Connector) {
    connectors.addConnector(connector)
    return () => {
      // Only if it is still this connector: a later registration of the id replaced it.
      if (connectors.getConnector(connector.id, connector.chain) === connector) connectors.removeConnector(connector.id, connector.chain)
    }
  }
}
