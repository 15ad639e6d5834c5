// Turns an indexed devnet transaction into the blockchain API's history entry, as seen by one
// address: which way each transfer went, what kind of operation it was, and spam flags.
import { formatUnits, getAddress, type Address } from 'viem'
import { findToken, type ChainContext } from './chainContext'
import type { IndexedTransaction } from './createHistoryIndexer'
import { tokenIconUrl } from './tokenIconUrl'

export interface HistoryTransfer {
  fungible_info?: { name?: string; symbol?: string; icon?: { url: string } }
  nft_info?: { name?: string; flags: { is_spam: boolean } }
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value?: number
  price?: number
}

export interface HistoryTransaction {
  id: string
  metadata: {
    operationType: string
    hash: string
    minedAt: string
    sentFrom: string
    sentTo: string
    status: 'confirmed' | 'failed'
    nonce: number
    chain: string
  }
  transfers: HistoryTransfer[]
}

const APPROVE_SELECTOR = '0x095ea7b3'
const ZERO = '0x0000000000000000000000000000000000000000'

export function toHistoryTransaction(chain: ChainContext, tx: IndexedTransaction, owner: Address): HistoryTransaction {
  const me = owner.toLowerCase()
  const direction = (from: string, to: string): HistoryTransfer['direction'] | undefined => {
    const out = from.toLowerCase() === me
    const inc = to.toLowerCase() === me
    return out && inc ? 'self' : out ? 'out' : inc ? 'in' : undefined
  }
  const transfers: HistoryTransfer[] = []
  const { nativeCurrency, nativePriceUsd } = chain.devnet
  const nativeMoves = [...(tx.to && tx.value > 0n ? [{ from: tx.from, to: tx.to, value: tx.value }] : []), ...tx.nativePayouts]
  for (const move of nativeMoves) {
    const dir = direction(move.from, move.to)
    if (dir) transfers.push(fungible(dir, nativeCurrency.name, nativeCurrency.symbol, formatUnits(move.value, 18), nativePriceUsd))
  }
  for (const log of tx.transfers) {
    const dir = direction(log.from, log.to)
    if (!dir) continue
    const token = findToken(chain, log.token)
    if (token === undefined || token === 'native') {
      transfers.push(fungible(dir, 'Unknown token', '???', formatUnits(log.value, 18), 0))
      continue
    }
    const transfer = fungible(dir, token.name, token.symbol, formatUnits(log.value, token.decimals), token.priceUsd)
    // Real spam arrives as unsolicited airdrops that the API flags; the kit drops a transaction
    // whose transfers are all flagged (SBX-16).
    if (token.spam) transfer.nft_info = { name: token.name, flags: { is_spam: true } }
    transfers.push(transfer)
  }
  return {
    id: tx.hash,
    metadata: {
      operationType: operationType(tx, transfers),
      hash: tx.hash,
      minedAt: new Date(tx.timestamp * 1000).toISOString(),
      sentFrom: getAddress(tx.from),
      sentTo: getAddress(tx.to ?? tx.contractAddress ?? ZERO),
      status: tx.success ? 'confirmed' : 'failed',
      nonce: tx.nonce,
      chain: chain.devnet.caipNetworkId,
    },
    transfers,
  }
}

function fungible(direction: HistoryTransfer['direction'], name: string, symbol: string, numeric: string, price: number): HistoryTransfer {
  return {
    fungible_info: { name, symbol, icon: { url: tokenIconUrl(symbol) } },
    direction,
    quantity: { numeric },
    value: Math.round(Number(numeric) * price * 100) / 100,
    price,
  }
}

function operationType(tx: IndexedTransaction, transfers: HistoryTransfer[]): string {
  if (!tx.to) return 'deploy'
  const dirs = new Set(transfers.map((t) => t.direction))
  if (dirs.has('in') && dirs.has('out')) return 'trade'
  if (tx.transfers.length > 0 && tx.transfers.every((t) => t.from === ZERO)) return 'mint'
  if (dirs.has('out')) return 'send'
  if (dirs.has('in')) return 'receive'
  if (dirs.has('self')) return 'send'
  if (tx.input.startsWith(APPROVE_SELECTOR)) return 'approve'
  return 'execute'
}
