import type { PluginContext, TrackEvent } from '../../kernel/plugin'
import { ACTIVITY_PENDING } from './contract'
import { createActivityService, type ActivityServiceDeps } from './createActivityService'
import { createHistoryClient } from './createHistoryClient'
import { pendingFromSendEvent } from './pendingFromSendEvent'
import { ACTIVITY } from './tokens'

/** The code index.ts names instead of importing (views, slot components, tabs): no `import()` in the manifest. */
export const views = {
  ActivityTab: () => import('./views/ActivityTab'),
  Transactions: () => import('./views/TransactionsView'),
}

/**
 * Registers the activity service and keeps its list on the connected eip155 account: the first
 * page again after a connection, an account or network change; a pending row after each send.
 */
export function activate(ctx: PluginContext, options: Pick<ActivityServiceDeps, 'pollIntervalMs' | 'now'> = {}): void {
  const { stores } = ctx
  const service = createActivityService({
    history: createHistoryClient(ctx.api.blockchainApi, options.now),
    connection: stores.connection,
    accounts: stores.accounts,
    networks: stores.networks,
    snackbar: ctx.snackbar,
    bus: ctx.bus,
    projectId: ctx.config.projectId,
    logger: ctx.logger,
    ...options,
  })
  ctx.provide(ACTIVITY, service)
  ctx.provide(ACTIVITY_PENDING, { addPending: service.addPending })
  ctx.onDispose(service.dispose)

  // The list follows the active account: refresh() refetches only when account or chain changed.
  const follow = () => void service.refresh()
  ctx.on('connected', follow)
  ctx.on('networkChanged', follow)
  ctx.on('disconnected', follow)
  ctx.onDispose(stores.accounts.subscribe(follow))
  ctx.onDispose(stores.connection.subscribe(follow))
  ctx.onDispose(stores.networks.subscribe(follow))
  // The Account view was opened again: what arrived meanwhile should be there.
  ctx.on('accountViewShown', () => void service.refresh({ force: true }))
  ctx.hooks.disconnectAll.add(() => service.reset())

  // A send from the send plugin (its SEND_SUCCESS carries the hash): a pending row at once.
  const onTrack = (event: TrackEvent) => {
    const pending = pendingFromSendEvent(event, stores)
    if (pending) service.addPending(pending)
  }
  ctx.on('track', onTrack)
  follow()
}
