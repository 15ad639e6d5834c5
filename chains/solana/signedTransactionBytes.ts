import { ChainError } from '../../kernel/plugin'
import { decodeBase58 } from './base58'
import { decodeBase64 } from './base64'
import { solanaErrorMessages } from './solanaErrorMessages'

/** A `solana_signTransaction` answer: newer wallets send the signed transaction, older ones the signature only. */
export interface SignTransactionAnswer {
  signature?: string
  transaction?: string
}

/**
 * The signed wire bytes of `unsigned` from a wallet's answer: its signed transaction as is, or
 * the signature put into the transaction for `signer` (web3.js loads only for that case).
 */
export async function signedTransactionBytes(answer: SignTransactionAnswer, unsigned: Uint8Array, signer: string): Promise<Uint8Array> {
  if (answer.transaction) return decodeBase64(answer.transaction)
  if (!answer.signature) throw ChainError.worded(solanaErrorMessages, 'noSignature')
  const { PublicKey, VersionedTransaction } = await import('@solana/web3.js')
  // VersionedTransaction reads legacy and v0 alike, so one path serves both.
  const transaction = VersionedTransaction.deserialize(unsigned)
  transaction.addSignature(new PublicKey(signer), decodeBase58(answer.signature))
  return transaction.serialize()
}
