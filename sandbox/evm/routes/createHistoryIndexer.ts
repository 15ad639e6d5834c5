// Indexes a devnet's blocks into transactions with their ERC-20 Transfer logs, incrementally:
// each sync reads only blocks mined since the previous one, so history requests stay cheap.
import { parseEventLogs, erc20Abi, zeroAddress, type Address, type Hash, type Hex, type PublicClient } from 'viem'
import { constantProductPoolArtifact } from '../contracts/artifacts'

export interface IndexedTransfer {
  token: Address
  from: Address
  to: Address
  value: bigint
}

export interface IndexedTransaction {
  hash: Hash
  blockNumber: bigint
  index: number
  /** Seconds since the epoch. */
  timestamp: number
  from: Address
  to: Address | null
  contractAddress: Address | null
  value: bigint
  nonce: number
  input: Hex
  success: boolean
  transfers: IndexedTransfer[]
  /** Native coin the pool paid out inside the transaction (no log or tx value shows it). */
  nativePayouts: Array<{ from: Address; to: Address; value: bigint }>
}

export interface HistoryIndexer {
  /** Every indexed transaction involving `address`, oldest first. */
  transactionsOf(address: Address): Promise<IndexedTransaction[]>
}

export function createHistoryIndexer(client: PublicClient): HistoryIndexer {
  const transactions: IndexedTransaction[] = []
  let nextBlock = 0n
  let syncing: Promise<void> = Promise.resolve()

  async function syncOnce(): Promise<void> {
    const latest = await client.getBlockNumber({ cacheTime: 0 })
    if (latest < nextBlock) return
    const numbers: bigint[] = []
    for (let n = nextBlock; n <= latest; n++) numbers.push(n)
    const blocks = await Promise.all(numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })))
    const rows = await Promise.all(
      blocks.flatMap((block) =>
        block.transactions.map(async (tx, index) => {
          const receipt = await client.getTransactionReceipt({ hash: tx.hash })
          const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs }).map((log) => ({
            token: log.address,
            from: log.args.from,
            to: log.args.to,
            value: log.args.value,
          }))
          // The pool pays native coin by unwrapping: it burns exactly the amount it then sends.
          const nativePayouts = parseEventLogs({ abi: constantProductPoolArtifact.abi, eventName: 'Swap', logs: receipt.logs })
            .filter((swap) =>
              transfers.some((t) => t.from.toLowerCase() === swap.address.toLowerCase() && t.to === zeroAddress && t.value === swap.args.amountOut),
            )
            .map((swap) => ({ from: swap.address, to: swap.args.to, value: swap.args.amountOut }))
          return {
            hash: tx.hash,
            blockNumber: block.number,
            index,
            timestamp: Number(block.timestamp),
            from: tx.from,
            to: tx.to,
            contractAddress: receipt.contractAddress ?? null,
            value: tx.value,
            nonce: tx.nonce,
            input: tx.input,
            success: receipt.status === 'success',
            transfers,
            nativePayouts,
          } satisfies IndexedTransaction
        }),
      ),
    )
    transactions.push(...rows)
    nextBlock = latest + 1n
  }

  return {
    async transactionsOf(address) {
      // Chain syncs so two concurrent requests never index the same block twice.
      syncing = syncing.then(syncOnce, syncOnce)
      await syncing
      const lower = address.toLowerCase()
      const involves = (a: string | null) => a !== null && a.toLowerCase() === lower
      return transactions.filter(
        (tx) =>
          involves(tx.from) ||
          (involves(tx.to) && tx.value > 0n) ||
          tx.transfers.some((t) => involves(t.from) || involves(t.to)) ||
          tx.nativePayouts.some((p) => involves(p.to)),
      )
    },
  }
}
