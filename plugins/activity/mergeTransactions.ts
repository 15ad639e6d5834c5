import type { Transaction } from './contract'

const timeOf = (tx: Transaction) => Date.parse(tx.metadata.minedAt) || 0

/**
 * Adds `incoming` to `current` without repeating a transaction (matched by id, case-insensitive
 * hashes): a newer copy replaces the older one's data. Newest first.
 */
export function mergeTransactions(current: readonly Transaction[], incoming: readonly Transaction[]): Transaction[] {
  const byId = new Map<string, Transaction>()
  for (const tx of current) byId.set(tx.id.toLowerCase(), tx)
  for (const tx of incoming) byId.set(tx.id.toLowerCase(), tx)
  return [...byId.values()].sort((a, b) => timeOf(b) - timeOf(a))
}
