import type { Transaction } from './contract'
import type { HistoryClient } from './createHistoryClient'

export interface TrackedAccount {
  address: string
  caipNetworkId: string
}

export interface PendingTrackerDeps {
  history: HistoryClient
  /** Called with the pending transactions the account's first history page now holds, and that page. */
  onSettled(settled: Transaction[], page: unknown[], account: TrackedAccount): void
  intervalMs?: number
  /** After this long a transaction is no longer looked for (dropped by the node, or never mined). */
  maxAgeMs?: number
  now?: () => number
}

export interface PendingTracker {
  track(tx: Transaction, account: TrackedAccount): void
  clear(): void
}

export const PENDING_POLL_INTERVAL_MS = 2_000
export const PENDING_MAX_AGE_MS = 10 * 60_000

/**
 * Watches pending transactions until the account's history lists them: the history is indexed
 * from the chain, so its row carries the chain's verdict (confirmed or failed). One request per
 * account and chain per tick, however many transactions wait there.
 */
export function createPendingTracker(deps: PendingTrackerDeps): PendingTracker {
  const { history, onSettled } = deps
  const intervalMs = deps.intervalMs ?? PENDING_POLL_INTERVAL_MS
  const maxAgeMs = deps.maxAgeMs ?? PENDING_MAX_AGE_MS
  const now = deps.now ?? Date.now
  const waiting = new Map<string, { tx: Transaction; account: TrackedAccount; since: number }>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let ticking = false

  const schedule = (delay: number) => {
    if (timer === undefined && waiting.size > 0) timer = setTimeout(tick, delay)
  }

  async function tick() {
    timer = undefined
    if (ticking) return
    ticking = true
    const groups = new Map<string, { account: TrackedAccount; txs: Transaction[] }>()
    for (const [id, entry] of waiting) {
      if (now() - entry.since > maxAgeMs) {
        waiting.delete(id)
        continue
      }
      const key = `${entry.account.address.toLowerCase()}|${entry.account.caipNetworkId}`
      const group = groups.get(key) ?? { account: entry.account, txs: [] }
      group.txs.push(entry.tx)
      groups.set(key, group)
    }
    await Promise.all(
      [...groups.values()].map(async ({ account, txs }) => {
        try {
          // Past the cache: the cached first page predates the transaction.
          history.invalidate(account)
          const page = await history.fetchPage(account)
          const listed = new Set(page.data.map((entry) => String((entry as { id?: unknown })?.id ?? '').toLowerCase()))
          const settled = txs.filter((tx) => listed.has(tx.id.toLowerCase()) && waiting.delete(tx.id.toLowerCase()))
          if (settled.length > 0) onSettled(settled, page.data, account)
        } catch {
          // A failed look is retried next tick; the visible list's own fetch reports failures.
        }
      }),
    )
    ticking = false
    schedule(intervalMs)
  }

  return {
    track(tx, account) {
      waiting.set(tx.id.toLowerCase(), { tx, account, since: now() })
      // Look soon: a devnet (or a fast chain) has it in the next block.
      if (timer === undefined && !ticking) timer = setTimeout(tick, Math.min(500, intervalMs))
    },
    clear() {
      waiting.clear()
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
    },
  }
}
