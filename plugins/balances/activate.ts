import {
  ACCOUNT_STORE,
  BLOCKCHAIN_API,
  CHAIN_REGISTRY,
  CONNECTION_STORE,
  NETWORKS_STORE,
  SNACKBAR,
  type ChainNamespace,
  type PluginContext,
  type TrackEvent,
} from '../../kernel'
import { createBalancesService, type BalancesServiceDeps } from './createBalancesService'
import { BALANCES } from './tokens'

/**
 * Registers the balances service (BALANCES) and keeps the account store's balances fresh:
 * after a connection, after a network change, and whenever the Account view is shown
 * (`accountViewShown`). The 30 s caches make repeated triggers cost nothing.
 * Returns the teardown the plugin host calls on deactivation.
 */
export function activate(ctx: PluginContext, options: Pick<BalancesServiceDeps, 'now'> = {}): () => void {
  const { container, bus } = ctx
  const connection = container.resolve(CONNECTION_STORE)
  const networks = container.resolve(NETWORKS_STORE)
  const service = createBalancesService({
    api: container.resolve(BLOCKCHAIN_API),
    chains: container.resolve(CHAIN_REGISTRY),
    accounts: container.resolve(ACCOUNT_STORE),
    networks,
    snackbar: container.resolve(SNACKBAR),
    logger: ctx.logger,
    ...options,
  })
  container.register(BALANCES, { useValue: service })

  const refresh = (namespace: ChainNamespace | undefined) => {
    if (namespace) void service.refresh(namespace)
  }
  const onConnected = (namespace: ChainNamespace) => refresh(namespace)
  const onNetworkChanged = (caipNetworkId: string) =>
    refresh(networks.getState().networks.find((n) => n.caipNetworkId === caipNetworkId)?.chainNamespace ?? namespaceOf(caipNetworkId))

  bus.on('connected', onConnected)
  bus.on('networkChanged', onNetworkChanged)
  // ACCV-03: the Account view announces itself; its balance and Tokens tab must be current.
  const onAccountViewShown = (namespace: ChainNamespace) => refresh(namespace)
  bus.on('accountViewShown', onAccountViewShown)
  // A send or swap moved funds: the cached 30 s answer is stale, so ask again now.
  const onTrack = (event: TrackEvent) => {
    const namespace = connection.getState().activeNamespace
    if (namespace && FUNDS_MOVED.has(event.event)) void service.refresh(namespace, { force: true })
  }
  bus.on('track', onTrack)
  // Plugins activate after a stored session may already have been restored.
  for (const namespace of Object.keys(connection.getState().connections) as ChainNamespace[]) refresh(namespace)

  return () => {
    bus.off('connected', onConnected)
    bus.off('networkChanged', onNetworkChanged)
    bus.off('accountViewShown', onAccountViewShown)
    bus.off('track', onTrack)
  }
}

/** Analytics events after which the account's balances have changed (AppKit's names). */
const FUNDS_MOVED = new Set(['SEND_SUCCESS', 'SWAP_SUCCESS'])

const namespaceOf = (caipNetworkId: string) => caipNetworkId.split(':')[0] as ChainNamespace
