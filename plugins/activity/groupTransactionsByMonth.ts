import { formattersFor } from '../../kernel/plugin'
import type { Transaction } from './contract'

/** A group's title: the current month's words, else the month and year in the locale's form. */
export type MonthTitle = (date: Date, current: boolean) => string

const englishTitle: MonthTitle = (date, current) => (current ? 'This month' : formattersFor('en').monthYear(date))

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
export function groupTransactionsByMonth(transactions: readonly Transaction[], now: number = Date.now(), titleOf: MonthTitle = englishTitle): TransactionGroup[] {
  const sorted = [...transactions].sort((a, b) => timeOf(b, now) - timeOf(a, now))
  const groups: TransactionGroup[] = []
  const current = monthKey(new Date(now))
  for (const tx of sorted) {
    const date = new Date(timeOf(tx, now))
    const key = monthKey(date)
    let group = groups.at(-1)
    if (group?.key !== key) {
      group = { key, title: titleOf(date, key === current), transactions: [] }
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
