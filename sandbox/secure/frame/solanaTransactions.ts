// Reading, describing and signing the Solana transactions the host asks the frame to sign. The
// wire format (legacy or v0) is read with web3.js; the signature is made with the user's key
// through a SolanaSigner, so the seed never reaches this file.
import { SystemProgram, VersionedMessage, VersionedTransaction } from '@solana/web3.js'
import { decodeBase64 } from '../../../kernel/format/base64'
import type { SolanaSigner } from './solanaKeyVault'

/** An instruction as the approval shows it: SystemProgram transfers in full, others by program. */
export interface DescribedInstruction {
  program: string
  transfer?: { from: string; to: string; lamports: bigint }
}

/** SystemProgram's instruction index for Transfer, a little-endian u32 at the start of its data. */
const SYSTEM_TRANSFER = 2

export class SolanaRequestError extends Error {}

/** A base64 serialized transaction, or a clear error when it is not one. */
export function readTransaction(base64: unknown): VersionedTransaction {
  if (typeof base64 !== 'string' || base64 === '') throw new SolanaRequestError('A serialized transaction (base64) is required')
  try {
    return VersionedTransaction.deserialize(decodeBase64(base64))
  } catch {
    throw new SolanaRequestError('The transaction could not be read')
  }
}

export const feePayerOf = (tx: VersionedTransaction) => tx.message.staticAccountKeys[0]?.toBase58() ?? ''

export function describeInstructions(tx: VersionedTransaction): DescribedInstruction[] {
  const keys = tx.message.staticAccountKeys
  // Accounts from address lookup tables are not in the static keys; they show as "lookup".
  const keyAt = (index: number) => keys[index]?.toBase58() ?? 'lookup table account'
  return tx.message.compiledInstructions.map((ix) => {
    const program = keyAt(ix.programIdIndex)
    const data = ix.data
    if (program === SystemProgram.programId.toBase58() && data.length === 12) {
      const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
      if (view.getUint32(0, true) === SYSTEM_TRANSFER) {
        const [from, to] = ix.accountKeyIndexes
        return { program, transfer: { from: keyAt(from ?? -1), to: keyAt(to ?? -1), lamports: view.getBigUint64(4, true) } }
      }
    }
    return { program }
  })
}

/** Adds the user's signature where the transaction asks for it; refuses one that does not need it. */
export function signTransaction(tx: VersionedTransaction, signer: SolanaSigner): { signature: Uint8Array; serialized: Uint8Array } {
  const index = tx.message.staticAccountKeys.findIndex((key) => key.toBase58() === signer.address)
  if (index < 0 || index >= tx.message.header.numRequiredSignatures) {
    throw new SolanaRequestError(`The transaction does not need a signature from ${signer.address}`)
  }
  const signature = signer.sign(tx.message.serialize())
  tx.signatures[index] = signature
  return { signature, serialized: tx.serialize() }
}

/**
 * Whether bytes asked to be signed as a message are in fact a transaction message: signing them
 * would authorise that transaction, so the frame refuses (a message is signed as text only).
 * Only an exact round trip counts, so ordinary text never matches by accident.
 */
export function isTransactionMessage(bytes: Uint8Array): boolean {
  try {
    const serialized = VersionedMessage.deserialize(bytes).serialize()
    return serialized.length === bytes.length && serialized.every((b, i) => b === bytes[i])
  } catch {
    return false
  }
}
