import type { ReadReceivedArgs } from '../../kernel/plugin'
import { rpcUrlOf } from './getSolanaBalance'

interface TokenBalance {
  mint?: string
  owner?: string
  uiTokenAmount?: { amount?: string }
}

interface TransactionAnswer {
  blockTime?: number | null
  meta?: { err?: unknown; preBalances?: number[]; postBalances?: number[]; preTokenBalances?: TokenBalance[]; postTokenBalances?: TokenBalance[] } | null
  transaction?: { message?: { accountKeys?: (string | { pubkey?: string })[] } }
}

const held = (balances: TokenBalance[] | undefined, owner: string, mint: string) =>
  (balances ?? []).filter((b) => b.owner === owner && b.mint === mint).reduce((sum, b) => sum + BigInt(b.uiTokenAmount?.amount ?? '0'), 0n)

/**
 * What a transaction delivered to `to`, from the network's own record of it (getTransaction):
 * the rise of `to`'s lamports, or of the SPL balances `to` owns of the mint. A failed
 * transaction, or one included before `notBefore`, delivered nothing. Plain JSON-RPC: web3.js is not needed for one read.
 */
export async function readSolanaReceived(args: ReadReceivedArgs): Promise<bigint | undefined> {
  const response = await fetch(rpcUrlOf(args.network), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getTransaction', params: [args.hash, { encoding: 'json', commitment: 'confirmed', maxSupportedTransactionVersion: 0 }] }),
  })
  if (!response.ok) return undefined
  const tx = ((await response.json()) as { result?: TransactionAnswer | null }).result
  if (!tx?.meta) return undefined
  if (tx.meta.err !== null && tx.meta.err !== undefined) return 0n
  if (args.notBefore !== undefined) {
    if (typeof tx.blockTime !== 'number') return undefined
    if (tx.blockTime < args.notBefore) return 0n
  }
  if (args.token) {
    const rise = held(tx.meta.postTokenBalances, args.to, args.token) - held(tx.meta.preTokenBalances, args.to, args.token)
    return rise > 0n ? rise : 0n
  }
  const keys = (tx.transaction?.message?.accountKeys ?? []).map((k) => (typeof k === 'string' ? k : k.pubkey))
  const index = keys.indexOf(args.to)
  if (index < 0) return 0n
  const rise = BigInt(tx.meta.postBalances?.[index] ?? 0) - BigInt(tx.meta.preBalances?.[index] ?? 0)
  return rise > 0n ? rise : 0n
}
