import { createToken } from '../../kernel/plugin'

/** One token or NFT movement of a transaction, as the blockchain API's history returns it (spec §3). */
export interface TransactionTransfer {
  fungible_info?: { name?: string; symbol?: string; icon?: { url?: string } }
  nft_info?: { name?: string; flags?: { is_spam?: boolean }; content?: { preview?: { url?: string } } }
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value?: number
  price?: number
}

export type TransactionStatus = 'confirmed' | 'failed' | 'pending'

/** A history entry (spec §3 "Transaction"): id, metadata {minedAt, chain, ...} and its transfers. */
export interface Transaction {
  id: string
  metadata: {
    operationType: string
    hash: string
    /** ISO date. */
    minedAt: string
    sentFrom: string
    sentTo: string
    status: TransactionStatus
    nonce?: number
    /** CAIP-2 network id. */
    chain: string
  }
  transfers: TransactionTransfer[]
}

/**
 * What a flow that just sent a transaction tells the activity plugin, so the row shows at once as
 * pending (ACT-14) and turns confirmed or failed when the chain's history has it.
 */
export interface PendingTransactionInput {
  hash: string
  /** CAIP-2 network id the transaction was sent on. */
  caipNetworkId: string
  from: string
  to?: string
  /** send, trade, approve, ...; 'send' by default. */
  operationType?: string
  /** What left the account, when known. */
  token?: { symbol: string; amount: string; iconUrl?: string }
}

/** The part of the activity service other plugins (swap, on-ramp) may use. */
export interface ActivityPending {
  addPending(input: PendingTransactionInput): void
}

/** Provided while the activity plugin is active; read it with `ctx.use` or `useOptionalService`. */
export const ACTIVITY_PENDING = /*#__PURE__*/ createToken<ActivityPending>('activity.pending')
