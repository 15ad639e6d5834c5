import { ChainError, ErrorMessages, isSameAddress, type ReadReceivedArgs } from '../../kernel/plugin'
import { rpcOf } from './estimateEvmFee'

/** keccak256("Transfer(address,address,uint256)"): the ERC-20 event a delivery emits. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

interface Receipt {
  status?: string
  blockNumber?: string
  logs?: { address?: string; topics?: string[]; data?: string }[]
}

const topicAddress = (topic: string | undefined) => (topic && topic.length === 66 ? `0x${topic.slice(26)}` : '')

/**
 * What a transaction delivered to `to`, read from the network's RPC (never the wallet's word):
 * the sum of the token's Transfer events to `to`, or the transaction's own value when it pays
 * `to` in the native coin. A reverted transaction, or one included before `notBefore`, delivered nothing.
 */
export async function readEvmReceived(args: ReadReceivedArgs): Promise<bigint | undefined> {
  const rpc = rpcOf(args.network.rpcUrls.default.http[0])
  if (!rpc) throw new ChainError(ErrorMessages.noRpcUrl(args.network.id))
  if (!/^0x[0-9a-fA-F]{64}$/.test(args.hash)) return undefined
  const receipt = (await rpc.request({ method: 'eth_getTransactionReceipt', params: [args.hash] })) as Receipt | null
  if (!receipt) return undefined
  if (receipt.status === '0x0') return 0n
  if (args.notBefore !== undefined) {
    const block = (await rpc.request({ method: 'eth_getBlockByNumber', params: [receipt.blockNumber, false] })) as { timestamp?: string } | null
    if (!block?.timestamp) return undefined
    if (Number(BigInt(block.timestamp)) < args.notBefore) return 0n
  }
  if (!args.token) {
    const tx = (await rpc.request({ method: 'eth_getTransactionByHash', params: [args.hash] })) as { to?: string | null; value?: string } | null
    return tx?.to && isSameAddress(tx.to, args.to) ? BigInt(tx.value ?? '0x0') : 0n
  }
  let received = 0n
  for (const log of receipt.logs ?? []) {
    if (!log.address || !isSameAddress(log.address, args.token)) continue
    if (log.topics?.[0] !== TRANSFER_TOPIC || !isSameAddress(topicAddress(log.topics[2]), args.to)) continue
    received += BigInt(log.data && log.data !== '0x' ? log.data : '0x0')
  }
  return received
}
