import type { ChainNamespace, PluginContext, TrackEvent } from '../../kernel/plugin'
import { createBalancesService, type BalancesServiceDeps } from './createBalancesService'
import { BALANCES } from './tokens'

/** The code index.ts names instead of importing (views, slot components, tabs): no `import()` in the manifest. */
export const views = {
  TokensTab: () => import('./views/TokensTab'),
}

/**
 * Registers the balances service (BALANCES) and keeps the account store's balances fresh:
 * after a connection, after a network change, and whenever the Account view is shown
 * (`accountViewShown`). The 30 s caches make repeated triggers cost nothing.
 * Every listener and the service go away with the plugin (registered through ctx).
 */
export function activate(ctx: PluginContext, options: Pick<BalancesServiceDeps, 'now'> = {}): void {
  const { stores } = ctx
  const connection = stores.connection
  const networks = stores.networks
  const service = createBalancesService({
    api: ctx.api.blockchainApi,
    chains: ctx.chains,
    accounts: { get: stores.accounts.get, patch: ctx.mutate.patchAccount },
    networks,
    snackbar: ctx.snackbar,
    logger: ctx.logger,
    ...options,
  })
  ctx.provide(BALANCES, service)

  const refresh = (namespace: ChainNamespace | undefined) => {
    if (namespace) void service.refresh(namespace)
  }
  const onConnected = (namespace: ChainNamespace) => refresh(namespace)
  const onNetworkChanged = (caipNetworkId: string) =>
    refresh(networks.getState().networks.find((n) => n.caipNetworkId === caipNetworkId)?.chainNamespace ?? namespaceOf(caipNetworkId))

  ctx.on('connected', onConnected)
  ctx.on('networkChanged', onNetworkChanged)
  // ACCV-03: the Account view announces itself; its balance and Tokens tab must be current.
  const onAccountViewShown = (namespace: ChainNamespace) => refresh(namespace)
  ctx.on('accountViewShown', onAccountViewShown)
  // A send or swap moved funds: the cached 30 s answer is stale, so ask again now.
  const onTrack = (event: TrackEvent) => {
    const namespace = connection.getState().activeNamespace
    if (namespace && FUNDS_MOVED.has(event.event)) void service.refresh(namespace, { force: true })
  }
  ctx.on('track', onTrack)
  // Plugins activate after a stored session may already have been restored.
  for (const namespace of Object.keys(connection.getState().connections) as ChainNamespace[]) refresh(namespace)
}

/** Analytics events after which the account's balances have changed (AppKit's names). */
const FUNDS_MOVED = new Set(['SEND_SUCCESS', 'SWAP_SUCCESS', 'ONRAMP_PURCHASE_SUCCESS'])

const namespaceOf = (caipNetworkId: string) => caipNetworkId.split(':')[0] as ChainNamespace
