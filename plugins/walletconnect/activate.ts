import {
  CONFIG,
  CONNECTION_CONTROLLER,
  CONNECTION_STORE,
  CONNECTORS_STORE,
  CHAIN_REGISTRY,
  HOOKS,
  NETWORKS_STORE,
  STORAGE,
  WALLETCONNECT,
  type ChainNamespace,
  type PluginContext,
} from '../../kernel'
import { routeNamespace } from './createWalletConnectClients'
import { createWalletConnectConnector, WALLETCONNECT_CONNECTOR_ID } from './createWalletConnectConnector'
import { createSessionOnlyAdapter } from './createSessionOnlyAdapter'
import { createWalletConnectService, type WalletConnectServiceDeps } from './createWalletConnectService'

/**
 * Registers WalletConnect into one kit: a connector per configured namespace, the routing of
 * those namespaces' clients through the session, the pairing service (WALLETCONNECT token), the
 * modal-close and disconnect-all resets. Nothing here imports the universal provider: it loads
 * when a visitor picks WalletConnect or a stored session is restored.
 */
export function activate(ctx: PluginContext, options: Pick<WalletConnectServiceDeps, 'env' | 'loadProvider'> = {}): (() => void) | undefined {
  const { container } = ctx
  const config = container.resolve(CONFIG)
  if (!config.enableWalletConnect) return undefined

  const registry = container.resolve(CHAIN_REGISTRY)
  const connection = container.resolve(CONNECTION_STORE)
  const connectors = container.resolve(CONNECTORS_STORE)
  const controller = container.resolve(CONNECTION_CONTROLLER)
  const service = createWalletConnectService({
    config,
    storage: container.resolve(STORAGE),
    registry,
    controller,
    connection,
    connectors,
    networks: container.resolve(NETWORKS_STORE),
    logger: ctx.logger,
    ...options,
  })
  container.register(WALLETCONNECT, { useValue: service })

  const configured = new Set(config.networks.map((n) => n.chainNamespace))
  const isConnectedByWalletConnect = (ns: ChainNamespace) =>
    connection.getState().connections[ns]?.connectorId === WALLETCONNECT_CONNECTOR_ID
  // Chain plugins may register before or after this plugin (they activate in parallel).
  const adopt = (namespace: ChainNamespace) => {
    if (!configured.has(namespace)) return
    routeNamespace(registry, namespace, service, isConnectedByWalletConnect)
    if (!connectors.getConnector(WALLETCONNECT_CONNECTOR_ID, namespace)) {
      const networks = config.networks.filter((n) => n.chainNamespace === namespace)
      ctx.registerConnector(createWalletConnectConnector(namespace, networks, { imageUrl: config.connectorImages[WALLETCONNECT_CONNECTOR_ID] }))
    }
  }
  registry.namespaces().forEach(adopt)
  const stopAdopting = registry.onRegister(adopt)
  // A kit with no chain plugin at all still pairs over WalletConnect (RTR-06's basic view), like
  // AppKit's universal adapter. With chain plugins, a namespace none serves stays unconnectable
  // (ADPT-03), as before.
  if (registry.namespaces().length === 0) {
    for (const namespace of configured) registry.register(createSessionOnlyAdapter(namespace))
  }

  const hooks = container.resolve(HOOKS)
  const previousReset = hooks.resetPairingUri
  hooks.resetPairingUri = () => service.resetPairing()
  // DISC-08: disconnecting everything also ends the WalletConnect session and its pairing.
  const stopReset = controller.onDisconnectAll(async () => {
    service.pairing.reset()
    await service.disconnectNamespace(config.networks[0].chainNamespace)
  })

  // manualWCControl with a host-built provider: follow it from the start, the host drives connect.
  if (config.universalProvider) void service.getUniversalProvider()

  return () => {
    stopAdopting()
    stopReset()
    hooks.resetPairingUri = previousReset
    void service.close()
  }
}
