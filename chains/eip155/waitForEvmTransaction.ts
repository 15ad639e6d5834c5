import { ChainError, ErrorMessages, type TransactionOutcome, type WaitForTransactionArgs } from '../../kernel/plugin'
import { rpcOf } from './estimateEvmFee'
import { eip155ErrorMessages } from './eip155ErrorMessages'

const POLL_MS = 1_000
const DEFAULT_TIMEOUT_MS = 120_000

/**
 * Polls eth_getTransactionReceipt until the transaction is included. Asked of the network's RPC
 * (the wallet may have moved on to another chain), of the wallet only when there is none.
 * A receipt with status 0x0 is a revert: on chain, fee paid, nothing done.
 */
export async function waitForEvmTransaction(args: WaitForTransactionArgs): Promise<TransactionOutcome> {
  const rpc = rpcOf(args.network.rpcUrls.default.http[0]) ?? args.provider
  if (!rpc) throw new ChainError(ErrorMessages.noRpcUrl(args.network.id))
  const deadline = Date.now() + (args.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  for (;;) {
    const receipt = (await rpc.request({ method: 'eth_getTransactionReceipt', params: [args.hash] })) as { status?: string } | null
    if (receipt) return { status: receipt.status === '0x0' ? 'reverted' : 'success' }
    if (Date.now() + POLL_MS > deadline) throw ChainError.worded(eip155ErrorMessages, 'notIncluded', { hash: args.hash })
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}
