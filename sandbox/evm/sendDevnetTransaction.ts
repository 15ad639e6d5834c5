// One JSON-RPC round trip per transaction: the devnet's accounts are unlocked and instamine
// mines before eth_sendTransaction returns, so no gas estimate, signing or polling is needed.
import { toHex, type Address, type Hash, type Hex } from 'viem'
import type { Eip1193Provider } from './types'

export interface DevnetTransactionRequest {
  from: Address
  to?: Address
  data?: Hex
  value?: bigint
  gas?: bigint
}

export interface DevnetTransactionResult {
  hash: Hash
  contractAddress: Address | null
}

export class DevnetTransactionError extends Error {
  override name = 'DevnetTransactionError'
  constructor(readonly hash: Hash) {
    super(`Devnet transaction ${hash} reverted`)
  }
}

export async function sendDevnetTransaction(
  provider: Eip1193Provider,
  request: DevnetTransactionRequest,
): Promise<DevnetTransactionResult> {
  const tx: Record<string, string> = { from: request.from, gas: toHex(request.gas ?? 3_000_000n) }
  if (request.to) tx.to = request.to
  if (request.data) tx.data = request.data
  if (request.value) tx.value = toHex(request.value)
  const hash = (await provider.request({ method: 'eth_sendTransaction', params: [tx] })) as Hash
  const receipt = (await provider.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as {
    status: Hex
    contractAddress: Address | null
  } | null
  if (!receipt || receipt.status !== '0x1') throw new DevnetTransactionError(hash)
  return { hash, contractAddress: receipt.contractAddress }
}
