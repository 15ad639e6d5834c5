import { truncateAddress } from '../../kernel/plugin'
import type { Transaction, TransactionStatus, TransactionTransfer } from './contract'
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

const TITLES: Record<string, string> = {
  send: 'Sent',
  receive: 'Received',
  trade: 'Swapped',
  approve: 'Approved',
  mint: 'Minted',
  burn: 'Burned',
  deploy: 'Deployed',
  execute: 'Executed',
  deposit: 'Deposited',
  withdraw: 'Withdrew',
  borrow: 'Borrowed',
  repay: 'Repaid',
  stake: 'Staked',
  unstake: 'Unstaked',
  claim: 'Claimed',
  cancel: 'Cancelled',
  buy: 'Bought',
  sell: 'Sold',
}
const PENDING_TITLES: Record<string, string> = { send: 'Sending', trade: 'Swapping', approve: 'Approving', buy: 'Buying' }

const symbolOf = (t: TransactionTransfer) => t.fungible_info?.symbol ?? t.nft_info?.name ?? ''
const amountOf = (t: TransactionTransfer) => {
  const symbol = symbolOf(t)
  if (t.nft_info && !t.fungible_info) return symbol || 'NFT'
  return symbol ? `${formatActivityAmount(t.quantity?.numeric)} ${symbol}` : formatActivityAmount(t.quantity?.numeric)
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

/** Title, amounts, counterparty, direction, status and images of one history entry. */
export function describeTransaction(tx: Transaction): TransactionDescription {
  const { operationType, status, sentFrom, sentTo } = tx.metadata
  const type = operationType || 'execute'
  const out = tx.transfers.find((t) => t.direction === 'out')
  const inc = tx.transfers.find((t) => t.direction === 'in')
  const direction = directionOf(tx)
  // A trade with two transfers is one row "A → B" (what left, then what came in).
  const isTrade = Boolean(out && inc) && (type === 'trade' || tx.transfers.length === 2)
  const main = tx.transfers[0]
  const title = (status === 'pending' ? PENDING_TITLES[type] : undefined) ?? TITLES[type] ?? capitalize(type)
  return {
    title,
    amount: isTrade ? `${amountOf(out!)} → ${amountOf(inc!)}` : main ? amountOf(main) : '',
    counterparty: isTrade ? '' : direction === 'in' ? `from ${truncateAddress(sentFrom)}` : sentTo ? `to ${truncateAddress(sentTo)}` : '',
    direction: isTrade ? 'out' : direction,
    status,
    type,
    images: isTrade ? [imageOf(out!), imageOf(inc!)] : main ? [imageOf(main)] : [],
  }
}

const capitalize = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : 'Transaction')
