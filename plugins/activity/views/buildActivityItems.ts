import type { Transaction } from '../contract'
import { groupTransactionsByMonth, type MonthTitle } from '../groupTransactionsByMonth'

/** One line of the virtual list: a month's title, a transaction, or the row that loads more. */
export type ActivityItem =
  | { kind: 'title'; key: string; title: string }
  | { kind: 'transaction'; key: string; transaction: Transaction }
  | { kind: 'loader'; key: string }

/** The month groups flattened into list lines, with a loader line while more pages exist. */
export function buildActivityItems(transactions: readonly Transaction[], hasMore: boolean, now: number, titleOf?: MonthTitle): ActivityItem[] {
  const items: ActivityItem[] = []
  for (const group of groupTransactionsByMonth(transactions, now, titleOf)) {
    items.push({ kind: 'title', key: `title-${group.key}`, title: group.title })
    for (const transaction of group.transactions) items.push({ kind: 'transaction', key: transaction.id, transaction })
  }
  if (hasMore) items.push({ kind: 'loader', key: 'loader' })
  return items
}
