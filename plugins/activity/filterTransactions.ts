import type { Transaction } from './contract'

/** True when every transfer is flagged spam; a transaction without transfers is kept (an approval). */
export const isSpamTransaction = (tx: Transaction): boolean =>
  tx.transfers.length > 0 && tx.transfers.every((t) => t.nft_info?.flags?.is_spam === true)

/**
 * Spec §5 data filters: drop transactions whose transfers are all flagged spam (ACT-06) and keep
 * only the connected chain's (ACT-07). Entries that are not transactions at all are dropped too,
 * so a malformed page can never crash the list.
 */
export function filterTransactions(entries: readonly unknown[], caipNetworkId: string): Transaction[] {
  return entries.filter((entry): entry is Transaction => isTransaction(entry) && entry.metadata.chain === caipNetworkId && !isSpamTransaction(entry))
}

function isTransaction(value: unknown): value is Transaction {
  const tx = value as Partial<Transaction> | null
  return (
    typeof tx === 'object' &&
    tx !== null &&
    typeof tx.id === 'string' &&
    typeof tx.metadata === 'object' &&
    tx.metadata !== null &&
    typeof tx.metadata.chain === 'string' &&
    typeof tx.metadata.minedAt === 'string' &&
    Array.isArray(tx.transfers)
  )
}
