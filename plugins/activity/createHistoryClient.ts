import { AirlockError, ErrorMessages, cached, type BlockchainApiClient } from '../../kernel/plugin'

/** One answer of GET /v1/account/{address}/history (spec §7): entries and the next page's cursor. */
export interface HistoryPage {
  data: unknown[]
  next: string | null
}

export interface HistoryQuery {
  address: string | undefined
  /** CAIP-2 network id, sent as `chainId`. */
  caipNetworkId: string
  cursor?: string
  /** The on-ramp flow asks for its provider's purchases (`onramp=coinbase`). */
  onramp?: string
}

export interface HistoryClient {
  /** A page of history; throws "Transactions can't be fetched without an accountAddress" (ACT-11). */
  fetchPage(query: HistoryQuery): Promise<HistoryPage>
  /** Drops the cached page so the next fetch asks the API (the first page after a send). */
  invalidate(query: HistoryQuery): void
}

/** How long a page is reused: paging back and forth and re-opening the tab cost no request. */
export const HISTORY_PAGE_TTL_MS = 30_000

const EMPTY_PAGE: HistoryPage = { data: [], next: null }

/**
 * The history call (ACT-03, ACT-04). Its cache is keyed by address, chain, cursor and on-ramp
 * (BYD-19): AppKit's ignores the cursor, so "load more" within its lifetime returned page 1 again.
 */
export function createHistoryClient(api: Pick<BlockchainApiClient, 'get' | 'whenSupported'>, now?: () => number): HistoryClient {
  const keyOf = (q: HistoryQuery) => [q.address?.toLowerCase(), q.caipNetworkId, q.cursor ?? '', q.onramp ?? ''].join('|')
  const page = cached(
    async (q: HistoryQuery): Promise<HistoryPage> => {
      // API-14: a network off the provider's list is not asked; its history is empty.
      const answer = await api.whenSupported(
        q.caipNetworkId,
        () =>
          api.get<Partial<HistoryPage> | undefined>(`/v1/account/${encodeURIComponent(q.address!)}/history`, {
            params: { cursor: q.cursor, onramp: q.onramp, chainId: q.caipNetworkId },
          }),
        EMPTY_PAGE,
      )
      return {
        data: Array.isArray(answer?.data) ? answer.data : [],
        next: typeof answer?.next === 'string' && answer.next !== '' ? answer.next : null,
      }
    },
    HISTORY_PAGE_TTL_MS,
    { key: keyOf, now },
  )
  return {
    fetchPage(query) {
      if (!query.address) return Promise.reject(new AirlockError(ErrorMessages.transactionsWithoutAddress))
      return page(query)
    },
    invalidate: (query) => page.invalidate(query),
  }
}
