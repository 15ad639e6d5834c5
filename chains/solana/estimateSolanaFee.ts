import { ChainError, type EstimateFeeArgs } from '../../kernel/plugin'
import { decodeBase64 } from './base64'
import { rpcUrlOf, type Commitment } from './getSolanaBalance'
import { solanaErrorMessages } from './solanaErrorMessages'

/**
 * The fee in lamports the network charges for a message (getFeeForMessage): the given
 * serialized transaction's, else a SystemProgram transfer's from `from` to `to` (to itself when
 * absent; the fee depends on the signatures, not the receiver or amount).
 */
export async function estimateSolanaFee(args: EstimateFeeArgs & { commitment?: Commitment }): Promise<bigint> {
  const { Connection, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } = await import('@solana/web3.js')
  const commitment = args.commitment ?? 'confirmed'
  const connection = new Connection(rpcUrlOf(args.network), commitment)
  let message
  if (args.transaction) message = VersionedTransaction.deserialize(decodeBase64(args.transaction)).message
  else {
    const payer = new PublicKey(args.from)
    const { blockhash } = await connection.getLatestBlockhash(commitment)
    message = new TransactionMessage({
      payerKey: payer,
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: payer, toPubkey: new PublicKey(args.to ?? args.from), lamports: args.value ?? 0n })],
    }).compileToLegacyMessage()
  }
  const { value } = await connection.getFeeForMessage(message, commitment)
  // null: the message's blockhash has expired, so the network cannot price it.
  if (value === null) throw ChainError.worded(solanaErrorMessages, 'blockhashExpired')
  return BigInt(value)
}
