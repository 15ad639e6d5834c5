import { bytesToHex, numberToHex, type Hex } from 'viem'
import { answerSigningRequest, type SigningContext } from './answerSigningRequest'
import { postJsonRpc } from './postJsonRpc'
import { providerError } from './ProviderRpcError'

/** Batches this wallet sent, by id: what wallet_getCallsStatus reports on. */
export type CallBatches = Map<string, { chainId: number; hashes: Hex[] }>

interface SendCallsRequest {
  chainId?: Hex
  from?: Hex
  atomicRequired?: boolean
  calls?: { to?: Hex; data?: Hex; value?: Hex }[]
}

/**
 * ERC-5792 wallet_sendCalls as an EOA wallet without EIP-7702 offers it: each call signed and
 * sent in order, not atomically (so `atomicRequired` is refused with 5760, as EIP-5792 says).
 */
export async function answerSendCalls(params: readonly unknown[], ctx: SigningContext, batches: CallBatches): Promise<{ id: Hex }> {
  const request = (params[0] ?? {}) as SendCallsRequest
  if (request.chainId !== undefined && Number(request.chainId) !== ctx.chainId) {
    throw providerError(5710, `Chain ${Number(request.chainId)} is not the wallet's chain ${ctx.chainId}`)
  }
  if (request.atomicRequired && (request.calls?.length ?? 0) > 1) throw providerError(5760, 'Atomicity not supported')
  const hashes: Hex[] = []
  for (const call of request.calls ?? []) {
    hashes.push(await answerSigningRequest('eth_sendTransaction', [{ from: request.from, ...call }], ctx))
  }
  const id = bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
  batches.set(id, { chainId: ctx.chainId, hashes })
  return { id }
}

/** wallet_getCallsStatus (EIP-5792 v2) for a batch this wallet sent: 100 pending, 200 confirmed, 500 reverted. */
export async function answerCallsStatus(params: readonly unknown[], rpcUrlOf: (chainId: number) => string, batches: CallBatches) {
  const id = params[0] as Hex
  const batch = batches.get(id)
  if (!batch) throw providerError(5730, 'Unknown bundle id')
  const receipts = await Promise.all(
    batch.hashes.map((hash) => postJsonRpc(rpcUrlOf(batch.chainId), 'eth_getTransactionReceipt', [hash]) as Promise<Record<string, Hex> | null>),
  )
  const landed = receipts.filter((receipt): receipt is Record<string, Hex> => receipt !== null)
  const status = landed.length < receipts.length ? 100 : landed.every((receipt) => receipt.status === '0x1') ? 200 : 500
  return {
    version: '2.0.0',
    id,
    chainId: numberToHex(batch.chainId),
    status,
    atomic: false,
    receipts: landed.map((r) => ({ logs: r.logs, status: r.status, blockHash: r.blockHash, blockNumber: r.blockNumber, gasUsed: r.gasUsed, transactionHash: r.transactionHash })),
  }
}
