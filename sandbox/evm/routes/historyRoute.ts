// GET /v1/account/:address/history (SBX-15, SBX-16): the address's devnet transactions, newest
// first, ten a page. The cursor names the last entry returned, so paging stays stable while
// new blocks arrive.
import type { Address } from 'viem'
import type { RouteRegistrar } from '../../api/types'
import { badRequest } from './badRequest'
import { findChain, parseAccount, toEvmAddress, type ChainContext, type ChainContexts } from './chainContext'
import { createHistoryIndexer, type HistoryIndexer, type IndexedTransaction } from './createHistoryIndexer'
import { toHistoryTransaction } from './toHistoryTransaction'

export const HISTORY_PAGE_SIZE = 10

interface Entry {
  chain: ChainContext
  tx: IndexedTransaction
  key: [number, number, bigint, number]
}

export function registerHistoryRoute(routes: RouteRegistrar, chains: ChainContexts): void {
  const indexers = new Map<ChainContext, HistoryIndexer>()
  for (const chain of chains.values()) indexers.set(chain, createHistoryIndexer(chain.client))

  routes.get('/v1/account/:address/history', async (req) => {
    const chainId = req.query.get('chainId')
    const address = toEvmAddress(parseAccount(req.params.address ?? '').address)
    // History is EVM only (spec §9); other namespaces get an empty page, as unknown chains do.
    if (chainId && !chainId.startsWith('eip155:')) return { json: { data: [], next: null } }
    if (!address) return badRequest('address', `Invalid address: ${req.params.address}`)
    const selected = chainId ? [findChain(chains, chainId)].filter((c) => c !== undefined) : [...chains.values()]

    const entries: Entry[] = []
    for (const chain of selected) {
      for (const tx of await indexers.get(chain)!.transactionsOf(address)) {
        entries.push({ chain, tx, key: [tx.timestamp, chain.devnet.chainId, tx.blockNumber, tx.index] })
      }
    }
    entries.sort((a, b) => compareKeys(b.key, a.key))

    const cursor = parseCursor(req.query.get('cursor'))
    const older = cursor ? entries.filter((e) => compareKeys(e.key, cursor) < 0) : entries
    const page = older.slice(0, HISTORY_PAGE_SIZE)
    const last = page.at(-1)
    return {
      json: {
        data: page.map((e) => toHistoryTransaction(e.chain, e.tx, address as Address)),
        next: last && older.length > page.length ? last.key.join('-') : null,
      },
    }
  })
}

function parseCursor(value: string | null): Entry['key'] | undefined {
  const parts = value?.split('-')
  if (!parts || parts.length !== 4 || parts.some((p) => !/^\d+$/.test(p))) return undefined
  return [Number(parts[0]), Number(parts[1]), BigInt(parts[2]!), Number(parts[3])]
}

function compareKeys(a: Entry['key'], b: Entry['key']): number {
  for (let i = 0; i < a.length; i++) {
    if (a[i]! < b[i]!) return -1
    if (a[i]! > b[i]!) return 1
  }
  return 0
}
