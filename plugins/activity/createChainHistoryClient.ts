import { AirlockError, ErrorMessages, cached, type CaipNetwork } from '../../kernel/plugin'
import type { ActivityChains } from './activityNamespaces'
import { HISTORY_PAGE_TTL_MS, type HistoryClient, type HistoryPage, type HistoryQuery } from './createHistoryClient'
import { fromChainActivity } from './fromChainActivity'

export interface ChainHistoryDeps {
  chains: Pick<ActivityChains, 'find'>
  networks: { find(caipNetworkId: string): CaipNetwork | undefined }
  now?: () => number
}

const EMPTY_PAGE: HistoryPage = { data: [], next: null }

/**
 * History for a namespace the blockchain API does not serve, from its chain plugin's
 * `getActivity`, as pages of this plugin's rows: cached like the API's (BYD-19 keys), entries
 * it cannot read dropped, an answer that is not a page at all rejected (the list shows the
 * fetch failure: snack, empty state, paging stopped).
 */
export function createChainHistoryClient(deps: ChainHistoryDeps): HistoryClient {
  const keyOf = (q: HistoryQuery) => [q.address?.toLowerCase(), q.caipNetworkId, q.cursor ?? ''].join('|')
  const page = cached(
    async (q: HistoryQuery): Promise<HistoryPage> => {
      const network = deps.networks.find(q.caipNetworkId)
      const adapter = deps.chains.find(q.caipNetworkId.split(':')[0]!)
      if (!network || typeof adapter?.getActivity !== 'function') return EMPTY_PAGE
      const answer = (await adapter.getActivity({ address: q.address!, network, cursor: q.cursor })) as unknown
      const list = (answer as { transactions?: unknown } | null)?.transactions
      if (!Array.isArray(list)) throw new AirlockError(`The ${network.name} history is unreadable`)
      const next = (answer as { next?: unknown }).next
      return {
        data: list.flatMap((entry) => fromChainActivity(entry, q.caipNetworkId) ?? []),
        next: typeof next === 'string' && next !== '' && next !== q.cursor ? next : null,
      }
    },
    HISTORY_PAGE_TTL_MS,
    { key: keyOf, now: deps.now },
  )
  return {
    fetchPage(query) {
      if (!query.address) return Promise.reject(new AirlockError(ErrorMessages.transactionsWithoutAddress))
      return page(query)
    },
    invalidate: (query) => page.invalidate(query),
  }
}

/** eip155 from the blockchain API (unchanged, ACT-12); every other namespace from its chain plugin. */
export function historyByNamespace(api: HistoryClient, chain: HistoryClient): HistoryClient {
  const pick = (q: HistoryQuery) => (q.caipNetworkId.startsWith('eip155:') ? api : chain)
  return {
    fetchPage: (query) => pick(query).fetchPage(query),
    invalidate: (query) => pick(query).invalidate(query),
  }
}
