import type { Connection } from '@solana/web3.js'
import type { Commitment } from './getSolanaBalance'
import { ChainError } from '../../kernel/plugin'
import { solanaErrorMessages } from './solanaErrorMessages'

const RANK: Record<string, number> = { processed: 0, confirmed: 1, finalized: 2 }

/**
 * Waits for a signature over plain HTTP, by polling its status. web3.js's confirmTransaction
 * needs a websocket it derives from the RPC URL, and an RPC gateway serves none, so a send
 * through the gateway would never confirm. Gives up once the blockhash expires.
 */
export async function confirmSignature(
  connection: Connection,
  args: { signature: string; lastValidBlockHeight: number; commitment: Commitment; intervalMs?: number },
): Promise<void> {
  const wanted = RANK[args.commitment] ?? 1
  for (;;) {
    const { value } = await connection.getSignatureStatuses([args.signature])
    const status = value[0]
    if (status?.err) throw ChainError.worded(solanaErrorMessages, 'transactionFailed', { signature: args.signature, reason: JSON.stringify(status.err) })
    if (status && (RANK[status.confirmationStatus ?? 'processed'] ?? 0) >= wanted) return
    if ((await connection.getBlockHeight(args.commitment)) > args.lastValidBlockHeight) {
      throw ChainError.worded(solanaErrorMessages, 'transactionExpired', { signature: args.signature })
    }
    await new Promise((resolve) => setTimeout(resolve, args.intervalMs ?? 400))
  }
}
