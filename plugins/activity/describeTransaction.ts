import { truncateAddress } from '../../kernel/plugin'
import type { Transaction, TransactionStatus, TransactionTransfer } from './contract'
import { englishTransactionText, type TransactionKey, type TransactionText } from './activityMessages'
import { formatActivityAmount } from './formatActivityAmount'

export type TransactionDirection = 'in' | 'out' | 'self'

export interface TransactionImage {
  url?: string
  /** Shown when there is no image or it fails to load: the token symbol's first letters. */
  fallback: string
  kind: 'token' | 'nft'
}

/** What a row shows for one transaction. */
export interface TransactionDescription {
  /** "Sent", "Received", "Swapped", "Approved", ... */
  title: string
  /** Amounts: "0.10 ETH", or a trade's "100.00 USDC → 0.03 ETH". */
  amount: string
  /** "to 0x70...79C8" / "from 0x3C...93BC"; empty where it says nothing (a trade). */
  counterparty: string
  direction: TransactionDirection
  status: TransactionStatus
  /** The operation type as the API names it (send, receive, trade, approve, mint, ...). */
  type: string
  /** One image, or two for a trade (what left, what came in). */
  images: TransactionImage[]
}

// Operation types with their own title; others read as the API names them, capitalized.
const TITLED = new Set(['send', 'receive', 'trade', 'approve', 'mint', 'burn', 'deploy', 'execute', 'deposit', 'withdraw', 'borrow', 'repay', 'stake', 'unstake', 'claim', 'cancel', 'buy', 'sell'])
const PENDING_TITLED = new Set(['send', 'trade', 'approve', 'buy'])

const symbolOf = (t: TransactionTransfer) => t.fungible_info?.symbol ?? t.nft_info?.name ?? ''
const amountOf = (t: TransactionTransfer, locale: string) => {
  const symbol = symbolOf(t)
  if (t.nft_info && !t.fungible_info) return symbol || 'NFT'
  const amount = formatActivityAmount(t.quantity?.numeric, locale)
  return symbol ? `${amount} ${symbol}` : amount
}

function imageOf(t: TransactionTransfer): TransactionImage {
  const nft = Boolean(t.nft_info && !t.fungible_info)
  const url = nft ? t.nft_info?.content?.preview?.url : t.fungible_info?.icon?.url
  return { url: url || undefined, fallback: (symbolOf(t) || '?').slice(0, 3), kind: nft ? 'nft' : 'token' }
}

/** The row's direction: a transaction that both sent and received is a trade, shown as out. */
function directionOf(tx: Transaction): TransactionDirection {
  const dirs = new Set(tx.transfers.map((t) => t.direction))
  if (dirs.has('out')) return 'out'
  if (dirs.has('in')) return 'in'
  if (dirs.has('self')) return 'self'
  return tx.metadata.operationType === 'receive' ? 'in' : 'out'
}

/**
 * Title, amounts, counterparty, direction, status and images of one history entry, in the
 * words of `text` (the view's translation) and the number format of `locale`.
 */
export function describeTransaction(tx: Transaction, text: TransactionText = englishTransactionText, locale = 'en'): TransactionDescription {
  const { operationType, status, sentFrom, sentTo } = tx.metadata
  const type = operationType || 'execute'
  const out = tx.transfers.find((t) => t.direction === 'out')
  const inc = tx.transfers.find((t) => t.direction === 'in')
  const direction = directionOf(tx)
  // A trade with two transfers is one row "A → B" (what left, then what came in).
  const isTrade = Boolean(out && inc) && (type === 'trade' || tx.transfers.length === 2)
  const main = tx.transfers[0]
  const title =
    status === 'pending' && PENDING_TITLED.has(type)
      ? text(`${type}Pending` as TransactionKey)
      : TITLED.has(type)
        ? text(type as TransactionKey)
        : capitalize(type)
  return {
    title,
    amount: isTrade ? `${amountOf(out!, locale)} → ${amountOf(inc!, locale)}` : main ? amountOf(main, locale) : '',
    counterparty: isTrade
      ? ''
      : direction === 'in'
        ? text('from', { address: truncateAddress(sentFrom) })
        : sentTo
          ? text('to', { address: truncateAddress(sentTo) })
          : '',
    direction: isTrade ? 'out' : direction,
    status,
    type,
    images: isTrade ? [imageOf(out!), imageOf(inc!)] : main ? [imageOf(main)] : [],
  }
}

const capitalize = (s: string) => s[0]!.toUpperCase() + s.slice(1)
