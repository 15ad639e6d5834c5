import type { RequestProvider } from 'airlock/plugin'

/**
 * The injected NEAR-like wallet this family talks to (`window.nearWallet`): a request provider
 * with four methods.
 * - `near_requestSignIn` → `{ accountId, publicKey }` (hex; the implicit account is the key)
 * - `near_signOut`
 * - `near_signMessage` `{ message }` → `{ signature }` (hex ed25519 over the message's UTF-8 bytes)
 * - `near_signTransaction` `{ transaction }` → `{ signature }` (hex ed25519 over the transaction text)
 */
export interface NearWalletLike extends RequestProvider {
  name?: string
  icon?: string
}

export function isNearWalletLike(value: unknown): value is NearWalletLike {
  return typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function'
}

/** A transfer as the ledger takes it; signed as its JSON text (`nearTransferText`). */
export interface NearTransfer {
  network: string
  from: string
  to: string
  /** In yoctoNEAR (10^-24), as a decimal string. */
  amount: string
  /** One more than the account's last nonce. */
  nonce: number
}

/** The exact text a transfer is signed as: fixed key order, so wallet, adapter and ledger agree. */
export const nearTransferText = (t: NearTransfer) =>
  JSON.stringify({ network: t.network, from: t.from, to: t.to, amount: t.amount, nonce: t.nonce })
