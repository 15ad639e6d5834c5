import { ChainError, type TransactionOutcome, type WaitForTransactionArgs } from '../../kernel/plugin'
import { getTronWeb } from './getTronWeb'
import { tronErrorMessages } from './tronErrorMessages'

const POLL_MS = 1000
const DEFAULT_TIMEOUT_MS = 60_000

/**
 * Polls `gettransactioninfobyid` until the node knows the transaction. TRON leaves
 * `receipt.result` out for a plain TRX transfer; a contract call that failed says so there.
 */
export async function waitForTronTransaction({ network, hash, timeoutMs = DEFAULT_TIMEOUT_MS }: WaitForTransactionArgs): Promise<TransactionOutcome> {
  const tronWeb = await getTronWeb(network)
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const info = (await tronWeb.trx.getTransactionInfo(hash).catch(() => undefined)) as { id?: string; result?: string; receipt?: { result?: string } } | undefined
    if (info?.id) {
      const failed = info.result === 'FAILED' || (info.receipt?.result !== undefined && info.receipt.result !== 'SUCCESS')
      return { status: failed ? 'reverted' : 'success' }
    }
    if (Date.now() >= deadline) throw ChainError.worded(tronErrorMessages, 'notIncluded', { hash, seconds: Math.round(timeoutMs / 1000) })
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}
