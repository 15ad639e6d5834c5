// The kit's wallet catalogue slice against the sandbox's provider-API server: real HTTP, the
// generated 640-wallet catalogue, and the server's fault injection for slow images.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  CataloguePageSizes,
  IMAGE_PRELOAD_TIMEOUT_MS,
  KIT_CONTAINER,
  PREFETCHED_IMAGE_COUNT,
  SEARCH_SETTLE_MS,
  WALLET_CATALOGUE,
  createAppKit,
  type AppKit,
  type AppKitNetwork,
  type AppKitOptions,
} from '../../kernel'
import { getCatalogue, startApiServer, type ApiServer } from '../api'

const mainnet: AppKitNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}
const METAMASK = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
const RAINBOW = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'
const TRUST = '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0'

let server: ApiServer
const kits: AppKit[] = []
beforeAll(async () => {
  server = await startApiServer()
})
afterAll(() => server.close())
afterEach(() => {
  vi.useRealTimers()
  server.faults.clear()
  for (const kit of kits.splice(0)) kit.destroy()
})

/** A kit on the sandbox, and its catalogue slice; requests logged before it are forgotten. */
async function catalogueOf(options: Partial<AppKitOptions> = {}) {
  const kit = createAppKit({
    projectId: 'sandbox-default',
    networks: [mainnet],
    endpoints: { api: server.url, blockchainApi: server.url, analytics: server.url },
    ...options,
  })
  kits.push(kit)
  await kit.ready()
  server.requests.clear()
  return kit[KIT_CONTAINER].resolve(WALLET_CATALOGUE)
}
const walletQueries = () => server.requests.find('/getWallets').map((r) => r.query)

describe('wallet catalogue slice on the sandbox API', () => {
  it('API-07 featured wallets: page size = the number of featured ids, in the host’s order', async () => {
    const store = await catalogueOf({ featuredWalletIds: [RAINBOW, METAMASK] })
    await store.fetchFeatured()
    expect(walletQueries()[0]).toMatchObject({ page: '1', entries: '2', include: `${RAINBOW},${METAMASK}` })
    expect(store.getState().featured.map((w) => w.name)).toEqual(['Rainbow', 'MetaMask'])
  })

  it('API-04 recommended wallets: page size 4, excluding excluded and featured ids, for the configured chains', async () => {
    const store = await catalogueOf({ featuredWalletIds: [METAMASK], excludeWalletIds: [TRUST] })
    await store.fetchRecommended()
    expect(walletQueries()[0]).toMatchObject({ entries: String(CataloguePageSizes.recommended), exclude: `${TRUST},${METAMASK}`, chains: 'eip155:1' })
    const { recommended, count } = store.getState()
    expect(recommended).toHaveLength(4)
    expect(recommended.map((w) => w.id)).not.toContain(METAMASK)
    expect(recommended.every((w) => w.chains?.includes('eip155:1'))).toBe(true)
    expect(count).toBe(getCatalogue().filter((w) => w.chains.includes('eip155:1')).length - 2)
  })

  it('API-05 the paged list loads 40 per page, appends, and stops at the count', async () => {
    const store = await catalogueOf({ includeWalletIds: getCatalogue().slice(0, 100).map((w) => w.id) })
    await store.fetchRecommended()
    await store.fetchPage()
    expect(walletQueries().at(-1)).toMatchObject({ page: '1', entries: String(CataloguePageSizes.paged) })
    let guard = 0
    while (store.getState().hasMore && guard++ < 10) await store.fetchPage()
    const state = store.getState()
    const expected = getCatalogue()
      .slice(0, 100)
      .filter((w) => w.chains.includes('eip155:1') && !state.recommended.some((r) => r.id === w.id))
    expect(state.wallets.map((w) => w.id)).toEqual(expected.map((w) => w.id))
    expect(state.page).toBe(Math.ceil(expected.length / 40))
    const asked = walletQueries().length
    await store.fetchPage()
    expect(walletQueries()).toHaveLength(asked)
  })

  it('WLIST-01 the search text is trimmed before searching', async () => {
    const store = await catalogueOf()
    await store.search('   Rainbow   ')
    expect(walletQueries()[0]).toMatchObject({ search: 'Rainbow', entries: String(CataloguePageSizes.search) })
    expect(store.getState().search).toMatchObject({ query: 'Rainbow', loading: false })
    expect(store.getState().search.results.map((w) => w.name)).toContain('Rainbow')
  })

  it('WLIST-02 the search waits 300 ms for typing to settle, and only the last text is searched', async () => {
    const store = await catalogueOf()
    vi.useFakeTimers()
    const typed = ['M', 'Me', 'Met', 'Meta'].map((text) => store.search(text))
    await vi.advanceTimersByTimeAsync(SEARCH_SETTLE_MS - 1)
    expect(walletQueries()).toHaveLength(0)
    expect(store.getState().search).toMatchObject({ query: 'Meta', loading: true })
    await vi.advanceTimersByTimeAsync(1)
    await Promise.all(typed)
    expect(walletQueries().map((q) => q.search)).toEqual(['Meta'])
    expect(store.getState().search.results.map((w) => w.name)).toContain('MetaMask')
  })

  it('a stale search answer is ignored when a newer search answers first', async () => {
    const store = await catalogueOf()
    server.faults.set('/getWallets', { latencyMs: 1500, times: 1 })
    const slow = store.search('Rainbow')
    await vi.waitFor(() => expect(walletQueries()).toHaveLength(1), { timeout: 5000 })
    await store.search('Phantom')
    await slow
    await new Promise((resolve) => setTimeout(resolve, 1600)) // past the slow answer's delay
    expect(store.getState().search.query).toBe('Phantom')
    expect(store.getState().search.results.map((w) => w.name)).toEqual(['Phantom'])
  })

  it('WLIST-03 the first 20 wallet images are prefetched', async () => {
    const store = await catalogueOf()
    await store.fetchRecommended()
    await store.fetchPage()
    await store.prefetchImages()
    const images = server.requests.find(/^\/getWalletImage\//)
    expect(images).toHaveLength(PREFETCHED_IMAGE_COUNT)
    const { recommended, wallets, prefetchedImages } = store.getState()
    const first20 = [...recommended, ...wallets].slice(0, 20).map((w) => w.image_id!)
    expect(Object.keys(prefetchedImages).sort()).toEqual([...first20].sort())
    expect(images.map((r) => r.path.split('/').pop()).sort()).toEqual([...first20].sort())
  })

  it('WLIST-04 an image preload times out after 2 s', async () => {
    const store = await catalogueOf()
    await store.fetchRecommended()
    const [slow, ...fast] = store.getState().recommended
    server.faults.set(`/getWalletImage/${slow!.image_id}`, { latencyMs: 6000 })
    const started = Date.now()
    await store.prefetchImages()
    const elapsed = Date.now() - started
    expect(IMAGE_PRELOAD_TIMEOUT_MS).toBe(2000)
    expect(elapsed).toBeGreaterThanOrEqual(1900)
    expect(elapsed).toBeLessThan(5000)
    const loaded = store.getState().prefetchedImages
    expect(Object.keys(loaded).sort()).toEqual(fast.map((w) => w.image_id!).sort())
    expect(loaded[slow!.image_id!]).toBeUndefined()
  })

  it('excluded wallet ids are looked up by id to learn their rdns and names', async () => {
    const store = await catalogueOf({ excludeWalletIds: [METAMASK] })
    await store.prefetch()
    expect(store.getState().excludedWallets).toEqual([{ id: METAMASK, name: 'MetaMask', rdns: 'io.metamask' }])
  })

  it('a server error shows as the store’s error, and the list stays usable', async () => {
    const store = await catalogueOf()
    server.faults.set('/getWallets', { status: 503, times: 1 })
    await store.fetchPage()
    expect(store.getState()).toMatchObject({ error: 'HTTP status code: 503', loading: false, page: 0 })
    await store.fetchPage()
    expect(store.getState()).toMatchObject({ error: undefined, page: 1 })
  })
})
