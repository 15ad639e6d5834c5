import {
  SnackMessages,
  createStore,
  type AccountStore,
  type ChainNamespace,
  type ConnectionStore,
  type EventBus,
  type Logger,
  type NetworksStore,
  type Snackbar,
  type Store,
} from '../../kernel/plugin'
import { isActivityNamespace } from './activityNamespaces'
import type { ActivityPending, PendingTransactionInput, Transaction } from './contract'
import type { HistoryClient } from './createHistoryClient'
import { filterTransactions } from './filterTransactions'
import { mergeTransactions } from './mergeTransactions'
import { createPendingTracker } from './createPendingTracker'
import { toPendingTransaction } from './toPendingTransaction'

/** Spec §9: at most 99 pending transactions (ACT-14); the oldest go first. */
export const PENDING_TRANSACTIONS_LIMIT = 99

export interface ActivityAccount {
  address: string
  caipNetworkId: string
}

export interface ActivityState {
  /** Whose history the list holds; undefined while no account of a namespace with activity is connected. */
  account?: ActivityAccount
  /** Fetched pages, filtered (ACT-06, ACT-07), newest first, never a repeat. */
  transactions: Transaction[]
  /** Sent from this kit and not yet in the history, newest first (every account and chain). */
  pending: Transaction[]
  /** The next page's cursor (ACT-04); null when there are no more pages. */
  next: string | null
  status: 'idle' | 'loading' | 'loadingMore' | 'ready'
  /** ACT-09: set after a failed fetch (paging stops), or when the account has no history. */
  empty: boolean
  /** Set after a failed fetch, until one succeeds: a chain plugin's list says so rather than "No activity yet". */
  failed?: boolean
}

export interface ActivityService extends ActivityPending {
  state: Store<ActivityState>
  /** Loads the first page for the active eip155 account and network, unless already loaded for it. */
  refresh(options?: { force?: boolean }): Promise<void>
  /** Loads the page after the last one shown (ACT-04). */
  loadMore(): Promise<void>
  /** Forgets everything (disconnect). */
  reset(): void
  dispose(): void
}

export interface ActivityServiceDeps {
  history: HistoryClient
  connection: Pick<ConnectionStore, 'getState'>
  accounts: Pick<AccountStore, 'get'>
  networks: Pick<NetworksStore, 'getState'>
  snackbar: Pick<Snackbar, 'showError'>
  bus: Pick<EventBus, 'emit'>
  projectId: string
  logger?: Pick<Logger, 'debug'>
  /** How often a pending transaction's confirmation is looked for. */
  pollIntervalMs?: number
  now?: () => number
  /** Whether a namespace has activity; eip155 only by default (ACT-12), more where a chain plugin reads its own. */
  offers?: (namespace: ChainNamespace) => boolean
}

const INITIAL: ActivityState = { transactions: [], pending: [], next: null, status: 'idle', empty: false }

/** The transactions a list shows for an account: its pending ones on top, then its history. */
export function visibleTransactions(state: ActivityState): Transaction[] {
  const { account } = state
  if (!account) return []
  const mine = state.pending.filter(
    (tx) => tx.metadata.chain === account.caipNetworkId && tx.metadata.sentFrom.toLowerCase() === account.address.toLowerCase(),
  )
  const shown = new Set(state.transactions.map((tx) => tx.id.toLowerCase()))
  return [...mine.filter((tx) => !shown.has(tx.id.toLowerCase())), ...state.transactions]
}

export function createActivityService(deps: ActivityServiceDeps): ActivityService {
  const { history, snackbar, bus, logger } = deps
  const now = deps.now ?? Date.now
  const offers = deps.offers ?? isActivityNamespace
  const state = createStore<ActivityState>(INITIAL)
  // Bumped whenever the list changes owner, so a late answer for the previous one is ignored.
  let generation = 0

  const current = (): { namespace: ChainNamespace; account: ActivityAccount } | undefined => {
    const namespace = deps.connection.getState().activeNamespace
    if (!namespace || !offers(namespace)) return undefined
    const address = deps.accounts.get(namespace).address
    const caipNetworkId = deps.networks.getState().activeNetworks[namespace]?.caipNetworkId
    return address && caipNetworkId ? { namespace, account: { address, caipNetworkId } } : undefined
  }
  // As AppKit reports it: only the embedded wallet has smart accounts.
  const isSmartAccount = () => {
    const account = deps.accounts.get('eip155')
    return account.connectedWalletInfo?.type === 'AUTH' && account.preferredAccountTypes?.eip155 === 'smartAccount'
  }
  const sameAccount = (a: ActivityAccount | undefined, b: ActivityAccount | undefined) =>
    Boolean(a && b && a.caipNetworkId === b.caipNetworkId && a.address.toLowerCase() === b.address.toLowerCase())

  // ACT-08..10: the snack, the list marked empty (paging stops), ERROR_FETCH_TRANSACTIONS tracked.
  function failed(account: ActivityAccount, cursor: string | undefined, error: unknown) {
    logger?.debug('activity: fetch failed', error)
    state.setState((s) => ({ ...s, status: 'ready', empty: true, next: null, failed: true }))
    snackbar.showError(SnackMessages.failedToFetchTransactions)
    bus.emit('track', {
      type: 'track',
      event: 'ERROR_FETCH_TRANSACTIONS',
      properties: { address: account.address, projectId: deps.projectId, cursor, isSmartAccount: isSmartAccount() },
    })
  }

  const tracker = createPendingTracker({
    history,
    intervalMs: deps.pollIntervalMs,
    now,
    // The history has the transaction: drop its pending row, and show the history's row if it is ours.
    onSettled(settled, page, account) {
      const ids = new Set(settled.map((tx) => tx.id.toLowerCase()))
      state.setState((s) => {
        const pending = s.pending.filter((tx) => !ids.has(tx.id.toLowerCase()))
        if (!sameAccount(s.account, account)) return { ...s, pending }
        const transactions = mergeTransactions(s.transactions, filterTransactions(page, account.caipNetworkId))
        return { ...s, pending, transactions, empty: transactions.length === 0 && s.empty }
      })
    },
  })

  async function refresh(options: { force?: boolean } = {}) {
    const target = current()
    const s = state.getState()
    if (!target) {
      if (s.account) {
        generation++
        state.setState((prev) => ({ ...INITIAL, pending: prev.pending }))
      }
      return
    }
    const { account } = target
    const changed = !sameAccount(s.account, account)
    if (!changed && !options.force && (s.status !== 'idle' || s.transactions.length > 0)) return
    // A fetch for this account is already under way: a second one would only repeat it.
    if (!changed && s.status === 'loading') return
    const mine = ++generation
    if (options.force) history.invalidate({ ...account })
    // Refetch from the first page on account or network change; a forced refresh keeps the rows meanwhile.
    state.setState((prev) => ({
      ...prev,
      account,
      status: 'loading',
      ...(changed ? { transactions: [], next: null, empty: false } : {}),
    }))
    try {
      const page = await history.fetchPage(account)
      if (mine !== generation) return
      const fresh = filterTransactions(page.data, account.caipNetworkId)
      state.setState((prev) => {
        // A refresh of the same list keeps the pages already scrolled through: new rows join at
        // the top and paging goes on from the last page loaded. Only when the fresh first page
        // reaches the rows shown (they overlap); otherwise more arrived than a page holds and
        // keeping the old rows would leave a gap, so the list starts over.
        const freshIds = new Set(fresh.map((tx) => tx.id.toLowerCase()))
        const shown = prev.transactions.map((tx) => freshIds.has(tx.id.toLowerCase()))
        const loadedMore = !changed && shown.includes(true) && shown.includes(false)
        const transactions = loadedMore ? mergeTransactions(prev.transactions, fresh) : fresh
        const next = loadedMore ? prev.next : page.next
        return { ...prev, transactions, next, status: 'ready', empty: transactions.length === 0 && next === null, failed: false }
      })
    } catch (error) {
      if (mine === generation) failed(account, undefined, error)
    }
  }

  async function loadMore() {
    const s = state.getState()
    if (s.status !== 'ready' || !s.next || !s.account) return
    const { account, next: cursor } = s
    const mine = generation
    state.setState((prev) => ({ ...prev, status: 'loadingMore' }))
    try {
      const page = await history.fetchPage({ ...account, cursor })
      if (mine !== generation) return
      const incoming = filterTransactions(page.data, account.caipNetworkId)
      state.setState((prev) => {
        const transactions = mergeTransactions(prev.transactions, incoming)
        return { ...prev, transactions, next: page.next, status: 'ready', empty: transactions.length === 0 && page.next === null }
      })
    } catch (error) {
      if (mine === generation) failed(account, cursor, error)
    }
  }

  function addPending(input: PendingTransactionInput) {
    const tx = toPendingTransaction(input, now())
    state.setState((s) => {
      const others = s.pending.filter((p) => p.id.toLowerCase() !== tx.id.toLowerCase())
      return { ...s, pending: [tx, ...others].slice(0, PENDING_TRANSACTIONS_LIMIT), empty: false }
    })
    tracker.track(tx, { address: input.from, caipNetworkId: input.caipNetworkId })
  }

  return {
    state,
    refresh,
    loadMore,
    addPending,
    reset() {
      generation++
      tracker.clear()
      state.setState(INITIAL)
    },
    dispose: () => tracker.clear(),
  }
}
