import type { PendingTransactionInput, Transaction } from './contract'

/** The row a just-sent transaction shows until the history has it: status pending, mined "now". */
export function toPendingTransaction(input: PendingTransactionInput, now: number): Transaction {
  const { token } = input
  return {
    id: input.hash,
    metadata: {
      operationType: input.operationType ?? 'send',
      hash: input.hash,
      minedAt: new Date(now).toISOString(),
      sentFrom: input.from,
      sentTo: input.to ?? '',
      status: 'pending',
      chain: input.caipNetworkId,
    },
    transfers: token
      ? [{ direction: 'out', quantity: { numeric: token.amount }, fungible_info: { symbol: token.symbol, name: token.symbol, icon: { url: token.iconUrl } } }]
      : [],
  }
}
