// The wallet catalogue slice: featured, recommended, the paged list, search and image prefetch
// over the CatalogueClient (spec §5, §7, §9). Views read the store; these actions fill it.
import type { BadgeType, CatalogueClient, WalletListFilter, WalletSort } from '../api/createCatalogueClient'
import type { ResolvedConfig } from '../config/resolveConfig'
import { errorMessage } from '../errors'
import type { Store } from '../store/createStore'
import type { WalletEntry } from '../types'
import { IMAGE_PRELOAD_TIMEOUT_MS, MAX_CATALOGUE_PAGES, PREFETCHED_IMAGE_COUNT, SEARCH_SETTLE_MS } from './catalogueLimits'
import { EMPTY_SEARCH, createWalletCatalogueStore } from './walletCatalogueStore'
import { withTimeout } from './withTimeout'

export interface WalletSearchState {
  /** The trimmed text of the latest search (WLIST-01); '' when cleared. */
  query: string
  results: readonly WalletEntry[]
  count: number
  /** True from the keystroke until the settled search answers (or is cleared). */
  loading: boolean
}

/** What AppKit keeps of an excluded wallet: enough to hide its connectors by rdns or name. */
export interface ExcludedWallet {
  id: string
  name: string
  rdns: string | null | undefined
}

export interface WalletCatalogueState {
  featured: readonly WalletEntry[]
  recommended: readonly WalletEntry[]
  /** The paged list (page size 40), accumulated page after page, without featured/recommended. */
  wallets: readonly WalletEntry[]
  /** The last page loaded into `wallets`; 0 before the first. */
  page: number
  /** The catalogue's total for the host's filters (the All-wallets count); the largest seen. */
  count: number
  /** Whether fetchPage can load more: false once `wallets` holds the whole paged list. */
  hasMore: boolean
  search: WalletSearchState
  /** True while featured, recommended or a page is being fetched. */
  loading: boolean
  /** The message of the latest failed fetch; cleared by the next success. */
  error: string | undefined
  /** Loaded wallet images: image_id → object URL (or data URL). */
  prefetchedImages: Readonly<Record<string, string>>
  /** The excludeWalletIds wallets' names and rdns, so their connectors can be hidden too. */
  excludedWallets: readonly ExcludedWallet[]
}

/**
 * A headless host's list options (AppKit 1.8's fetchWallets): each one, when given, replaces the
 * kit's default for that request only, as AppKit applies them.
 */
export interface WalletListQuery {
  /** Page size (default 40 for the list, 100 for a search). */
  entries?: number
  badge?: BadgeType
  /** Replaces `includeWalletIds`. */
  include?: readonly string[]
  /** Replaces the default exclusions (excludeWalletIds, and for the list featured and recommended). */
  exclude?: readonly string[]
  includePayOnly?: boolean
  sort?: WalletSort
}

export interface WalletCatalogue extends Pick<Store<WalletCatalogueState>, 'getState' | 'subscribe'> {
  /** Featured wallets in the host's order; page size = number of ids (API-07). Default: config ids. */
  fetchFeatured(featuredWalletIds?: readonly string[]): Promise<void>
  /** Page size 4 (API-04), without excluded and featured wallets, for the configured chains. */
  fetchRecommended(): Promise<void>
  /** Page size 40 (API-05). Page 1 replaces the list; later pages append; stops at the count. */
  fetchPage(page?: number, query?: WalletListQuery): Promise<void>
  /** Trims (WLIST-01), waits 300 ms for typing to settle (WLIST-02), page size 100 (API-06); '' clears. */
  search(text: string, query?: WalletListQuery): Promise<void>
  clearSearch(): void
  /** Loads the first 20 wallet images (WLIST-03), each given 2 s (WLIST-04). Default: featured, recommended, list. */
  prefetchImages(wallets?: readonly Pick<WalletEntry, 'image_id'>[]): Promise<void>
  /** One wallet image by image_id, cached in prefetchedImages; undefined on failure. */
  loadImage(imageId: string): Promise<string | undefined>
  /** Looks up the excludeWalletIds wallets' rdns and names (AppKit's excluded-wallets fetch). */
  fetchExcludedWallets(): Promise<void>
  /**
   * What the Connect view needs, once per kit: featured, recommended and excluded wallets, then
   * the first 20 images (WLIST-03) of featured, recommended and `imageIds` (connector logos).
   */
  prefetch(imageIds?: readonly string[]): Promise<void>
  /** Cancels a pending search and forgets late answers. */
  dispose(): void
}

export interface CreateWalletCatalogueDeps {
  catalogue: CatalogueClient
  config: Pick<ResolvedConfig, 'includeWalletIds' | 'excludeWalletIds' | 'featuredWalletIds' | 'networks'>
  /** The `chains` filter; default: the configured networks' CAIP ids. */
  getChains?: () => readonly string[]
  /** The state store, when the kit made it before this code loaded (registerKernelServices). */
  store?: Store<WalletCatalogueState>
}

const uniqueById = (wallets: readonly WalletEntry[]) => {
  const seen = new Set<string>()
  return wallets.filter((w) => !seen.has(w.id) && Boolean(seen.add(w.id)))
}

const nonEmpty = (ids: readonly string[]) => (ids.length ? ids : undefined)

export function createWalletCatalogue(deps: CreateWalletCatalogueDeps): WalletCatalogue {
  const { catalogue, config } = deps
  const getChains = deps.getChains ?? (() => config.networks.map((n) => n.caipNetworkId))
  const store = deps.store ?? createWalletCatalogueStore()

  let disposed = false
  let pending = 0
  /** Runs a list fetch with the shared loading flag and error field; never rejects. */
  const tracked = async (work: () => Promise<void>) => {
    pending += 1
    store.setState({ loading: true })
    try {
      await work()
      if (!disposed) store.setState({ error: undefined })
    } catch (error) {
      if (!disposed) store.setState({ error: errorMessage(error) })
    } finally {
      pending -= 1
      if (!disposed) store.setState({ loading: pending > 0 })
    }
  }

  const listFilter = (exclude: readonly string[], query: WalletListQuery = {}): WalletListFilter => ({
    include: nonEmpty(query.include ?? config.includeWalletIds),
    exclude: nonEmpty([...new Set(query.exclude ?? exclude)]),
    chains: nonEmpty(getChains()),
    // Only what the host set, so the modal's own requests stay as they were.
    ...(query.entries !== undefined && { entries: query.entries }),
    ...(query.badge !== undefined && { badge_type: query.badge }),
    ...(query.includePayOnly !== undefined && { include_pay_only: query.includePayOnly }),
    ...(query.sort !== undefined && { sort: query.sort }),
  })
  const raiseCount = (count: number) => store.setState((s) => ({ count: Math.max(s.count, count) }))

  // Paged list: the exclusions are fixed when page 1 loads, so later pages keep the same offsets
  // even if recommended wallets arrive in between.
  let pagedExclude: readonly string[] | undefined
  const pageRequests = new Map<string, Promise<void>>()

  const fetchPage = (page = store.getState().page + 1, query: WalletListQuery = {}): Promise<void> => {
    const state = store.getState()
    if (page > 1 && (!state.hasMore || page <= state.page)) return Promise.resolve()
    const key = `${page}:${JSON.stringify(query)}`
    const running = pageRequests.get(key)
    if (running) return running
    if (page === 1) {
      pagedExclude = [...config.excludeWalletIds, ...config.featuredWalletIds, ...state.recommended.map((w) => w.id)]
    }
    const exclude = pagedExclude ?? [...config.excludeWalletIds, ...config.featuredWalletIds]
    const request = tracked(async () => {
      const { data, count } = await catalogue.getWalletsPage(page, listFilter(exclude, query))
      if (disposed) return
      store.setState((s) => {
        const wallets = page === 1 ? uniqueById(data) : uniqueById([...s.wallets, ...data])
        // A page that adds no new id, the count reached or the hard cap: no more pages, so a
        // catalogue claiming a huge count (or repeating itself) cannot cause a request storm.
        const grew = wallets.length > (page === 1 ? 0 : s.wallets.length)
        return { wallets, page, hasMore: grew && wallets.length < count && page < MAX_CATALOGUE_PAGES }
      })
      raiseCount(count)
    }).finally(() => pageRequests.delete(key))
    pageRequests.set(key, request)
    return request
  }

  // Search: one timer for the settle wait, a sequence number so only the newest answer lands.
  let searchTimer: ReturnType<typeof setTimeout> | undefined
  let searchSeq = 0
  let searchAbort: AbortController | undefined
  let settleSuperseded: (() => void) | undefined
  const cancelSearch = () => {
    clearTimeout(searchTimer)
    searchTimer = undefined
    searchAbort?.abort()
    searchAbort = undefined
    settleSuperseded?.()
    settleSuperseded = undefined
  }

  const runSearch = async (seq: number, query: string, options: WalletListQuery) => {
    const abort = new AbortController()
    searchAbort = abort
    try {
      const { data, count } = await catalogue.searchWallets(
        query,
        listFilter(config.excludeWalletIds, options),
        { signal: abort.signal },
      )
      if (seq !== searchSeq || disposed) return // a newer search (or a clear) owns the state now
      store.setState({ search: { query, results: data, count, loading: false } })
    } catch (error) {
      if (seq !== searchSeq || disposed) return
      store.setState((s) => ({ search: { ...s.search, loading: false }, error: errorMessage(error) }))
    } finally {
      if (searchAbort === abort) searchAbort = undefined
    }
  }

  const search = (text: string, options: WalletListQuery = {}): Promise<void> => {
    cancelSearch()
    const seq = ++searchSeq
    const query = text.trim()
    if (!query || disposed) {
      store.setState({ search: EMPTY_SEARCH })
      return Promise.resolve()
    }
    store.setState((s) => ({ search: { ...s.search, query, loading: true } }))
    return new Promise<void>((resolve) => {
      settleSuperseded = resolve
      searchTimer = setTimeout(() => {
        searchTimer = undefined
        settleSuperseded = undefined
        void runSearch(seq, query, options).then(resolve)
      }, SEARCH_SETTLE_MS)
    })
  }

  const loadImage = async (imageId: string): Promise<string | undefined> => {
    const known = store.getState().prefetchedImages[imageId]
    if (known) return known
    try {
      const url = await catalogue.getWalletImage(imageId)
      if (!disposed) store.setState((s) => ({ prefetchedImages: { ...s.prefetchedImages, [imageId]: url } }))
      return url
    } catch {
      return undefined
    }
  }

  const fetchFeatured = (featuredWalletIds: readonly string[] = config.featuredWalletIds): Promise<void> => {
    if (!featuredWalletIds.length) {
      store.setState({ featured: [] })
      return Promise.resolve()
    }
    return tracked(async () => {
      const exclude = nonEmpty(config.excludeWalletIds)
      const { data } = await catalogue.getFeaturedWallets(featuredWalletIds, exclude ? { exclude } : {})
      if (!disposed) store.setState({ featured: data })
    })
  }

  const fetchRecommended = () =>
    tracked(async () => {
      const { data, count } = await catalogue.getRecommendedWallets(
        listFilter([...config.excludeWalletIds, ...config.featuredWalletIds]),
      )
      if (disposed) return
      store.setState({ recommended: data })
      raiseCount(count)
    })

  const fetchExcludedWallets = async () => {
    const ids = config.excludeWalletIds
    if (!ids.length) return
    try {
      const { data } = await catalogue.getWallets({ page: 1, entries: ids.length, include: ids })
      if (!disposed) store.setState({ excludedWallets: data.map((w) => ({ id: w.id, name: w.name, rdns: w.rdns })) })
    } catch {
      // Without the lookup, connectors are still hidden by explorer id; nothing else to do.
    }
  }

  const prefetchImages = async (wallets?: readonly Pick<WalletEntry, 'image_id'>[]) => {
    const { featured, recommended, wallets: list } = store.getState()
    const source = wallets ?? uniqueById([...featured, ...recommended, ...list])
    const ids = [...new Set(source.map((w) => w.image_id))]
      .filter((id): id is string => Boolean(id))
      .slice(0, PREFETCHED_IMAGE_COUNT)
    // A slow image must not hold the list back (WLIST-04); a late one still lands in the cache.
    await Promise.all(ids.map((id) => withTimeout(loadImage(id), IMAGE_PRELOAD_TIMEOUT_MS)))
  }

  let prefetched: Promise<void> | undefined

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    fetchFeatured,
    fetchRecommended,
    fetchPage,
    search,
    clearSearch: () => void search(''),
    prefetchImages,
    loadImage,
    fetchExcludedWallets,
    prefetch(imageIds = []) {
      if (prefetched) return prefetched
      const run: Promise<void> = Promise.all([fetchFeatured(), fetchRecommended(), fetchExcludedWallets()]).then(() => {
        // A failed fetch is not kept: the next open (or Try again) asks the catalogue again.
        if (store.getState().error !== undefined && prefetched === run) prefetched = undefined
        const { featured, recommended } = store.getState()
        return prefetchImages([...imageIds.map((image_id) => ({ image_id })), ...featured, ...recommended])
      })
      prefetched = run
      return run
    },
    dispose() {
      disposed = true
      cancelSearch()
    },
  }
}
