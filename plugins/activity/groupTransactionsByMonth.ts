import type { Transaction } from './contract'

export interface TransactionGroup {
  /** `YYYY-MM`, stable for keys. */
  key: string
  /** "This month", or "November 2026". */
  title: string
  transactions: Transaction[]
}

/**
 * Rows grouped by year and month, newest first (AppKit's month titles, `group-title`). The
 * current month reads "This month"; undated rows (a pending send) count as now.
 */
export function groupTransactionsByMonth(transactions: readonly Transaction[], now: number = Date.now()): TransactionGroup[] {
  const sorted = [...transactions].sort((a, b) => timeOf(b, now) - timeOf(a, now))
  const groups: TransactionGroup[] = []
  const current = monthKey(new Date(now))
  for (const tx of sorted) {
    const date = new Date(timeOf(tx, now))
    const key = monthKey(date)
    let group = groups.at(-1)
    if (group?.key !== key) {
      group = { key, title: key === current ? 'This month' : date.toLocaleDateString('en-US', { month: 'long', year: 'numeric' }), transactions: [] }
      groups.push(group)
    }
    group.transactions.push(tx)
  }
  return groups
}

const timeOf = (tx: Transaction, now: number) => {
  const time = Date.parse(tx.metadata.minedAt)
  return Number.isNaN(time) ? now : time
}

const monthKey = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`
