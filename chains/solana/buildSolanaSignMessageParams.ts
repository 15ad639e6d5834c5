import { encodeBase58 } from './base58'

export interface SolanaSignMessageParams {
  /** The UTF-8 bytes of the message, base58. */
  message: string
  /** The signing account's address (its base58 public key). */
  pubkey: string
}

/**
 * The params of a `solana_signMessage` request (spec §7, WREQ-02): WalletConnect wallets take
 * the message as base58 bytes, not as text, and the pubkey that must sign it.
 */
export function buildSolanaSignMessageParams(message: string | Uint8Array, pubkey: string): SolanaSignMessageParams {
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
  return { message: encodeBase58(bytes), pubkey }
}
