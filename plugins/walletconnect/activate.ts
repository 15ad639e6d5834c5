import { MULTI_WALLET, SERVICES, WALLETCONNECT, type ChainNamespace, type PluginContext } from '../../kernel/plugin'
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
  const { config } = ctx
  if (!config.enableWalletConnect) return undefined

  const registry = ctx.chains
  const connection = ctx.stores.connection
  const connectors = ctx.stores.connectors
  const controller = ctx.connection
  const service = createWalletConnectService({
    config,
    storage: ctx.storage,
    registry,
    controller,
    connection,
    connectors: { ...connectors, addConnector: (connector) => void ctx.registerConnector(connector) },
    networks: ctx.stores.networks,
    logger: ctx.logger,
    multiWallet: () => ctx.use(SERVICES).find(MULTI_WALLET),
    ...options,
  })
  ctx.provide(WALLETCONNECT, service)

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
    for (const namespace of configured) ctx.registerChain(createSessionOnlyAdapter(namespace))
  }

  // RTR-14: every close drops the pairing URI, so the next open makes a fresh one.
  ctx.hooks.modalClose.add(() => service.resetPairing())
  // DISC-08: disconnecting everything also ends the WalletConnect session and its pairing.
  ctx.hooks.disconnectAll.add(async () => {
    service.pairing.reset()
    await service.disconnectNamespace(config.networks[0].chainNamespace)
  })

  // manualWCControl with a host-built provider: follow it from the start, the host drives connect.
  if (config.universalProvider) void service.getUniversalProvider()

  return () => {
    stopAdopting()
    void service.close()
  }
}
