import type { CaipNetwork } from '../types'

/**
 * One coin or token movement of a chain plugin's history entry, family-neutral: the activity
 * plugin maps it to its rows. `amount` is in whole units ("1.5"), never the smallest unit.
 */
export interface ChainActivityTransfer {
  /** Seen from the account asked about. */
  direction: 'in' | 'out' | 'self'
  amount: string
  symbol: string
  name?: string
  iconUrl?: string
}

/** One entry of an account's history as a chain plugin reads it from its own nodes. */
export interface ChainActivityTransaction {
  /** Unique in the account's history; the id `sendTransfer` resolved with, so a pending row is matched. */
  id: string
  /** The chain's transaction hash (explorers' key); the id when the family has only one. */
  hash: string
  /** When the chain included it, in ms since the epoch. */
  time: number
  status: 'confirmed' | 'failed'
  /** Counterparties in the family's user-facing form. */
  from: string
  to: string
  /** send, receive, ...; from the transfers' direction when absent. */
  operationType?: string
  transfers: ChainActivityTransfer[]
}

/** A page of history, newest first; `next` is the cursor of the page after it, absent on the last. */
export interface ChainActivityPage {
  transactions: ChainActivityTransaction[]
  next?: string
}

export interface GetActivityArgs {
  address: string
  network: CaipNetwork
  /** A `next` an earlier page gave; absent for the first page. */
  cursor?: string
}
