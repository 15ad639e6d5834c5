import type { ChainNamespace, PluginContext, TrackEvent } from '../../kernel/plugin'
import { ACTIVITY_HEADER, ACTIVITY_TAB } from './index'
import { ACTIVITY_NAMESPACES, offersActivity } from './activityNamespaces'
import { ACTIVITY_PENDING } from './contract'
import { createActivityService, type ActivityServiceDeps } from './createActivityService'
import { createChainHistoryClient, historyByNamespace } from './createChainHistoryClient'
import { createHistoryClient } from './createHistoryClient'
import { pendingFromSendEvent } from './pendingFromSendEvent'
import { ACTIVITY } from './tokens'

/** The code index.ts names instead of importing (views, slot components, tabs): no `import()` in the manifest. */
export const views = {
  ActivityTab: () => import('./views/ActivityTab'),
  Transactions: () => import('./views/TransactionsView'),
}

/**
 * Registers the activity service and keeps its list on the connected account: the first page
 * again after a connection, an account or network change; a pending row after each send. eip155
 * reads the blockchain API; a namespace whose chain plugin has `getActivity` reads that, and
 * gets the Activity tab and header button too.
 */
export function activate(ctx: PluginContext, options: Pick<ActivityServiceDeps, 'pollIntervalMs' | 'now'> = {}): void {
  const { stores } = ctx
  const offers = (namespace: string) => offersActivity(namespace, ctx.chains)
  const history = historyByNamespace(
    createHistoryClient(ctx.api.blockchainApi, options.now),
    createChainHistoryClient({ chains: ctx.chains, networks: stores.networks, now: options.now }),
  )
  const service = createActivityService({
    offers,
    history,
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
    const pending = pendingFromSendEvent(event, stores, offers)
    if (pending) service.addPending(pending)
  }
  ctx.on('track', onTrack)
  offerOnChainPlugins(ctx)
  follow()
}

/**
 * The manifest offers the tab and button on eip155; chain plugins register in parallel with
 * this one, so each registration may add a namespace whose plugin reads its own history.
 */
function offerOnChainPlugins(ctx: PluginContext) {
  let undo: (() => void)[] = []
  let offered = ''
  const update = () => {
    const extra = ctx.chains.namespaces().filter((ns) => !ACTIVITY_NAMESPACES.includes(ns) && offersActivity(ns, ctx.chains))
    if (extra.join() === offered) return
    offered = extra.join()
    undo.forEach((fn) => fn())
    undo = []
    if (extra.length === 0) return
    const namespaces: ChainNamespace[] = [...ACTIVITY_NAMESPACES, ...extra]
    // Same ids as the manifest's entries: the later registration stands in for them while it lasts.
    undo.push(ctx.registerAccountTab({ ...ACTIVITY_TAB, view: views.ActivityTab, namespaces }))
    undo.push(ctx.registerSlot('accountHeader', { ...ACTIVITY_HEADER, namespaces }))
  }
  update()
  ctx.onDispose(ctx.chains.onRegister(update))
}
