// Store behaviour over the real CatalogueClient and a real local HTTP server (the kernel may not
// import the sandbox; sandbox/integration/walletCatalogue.test.ts runs the same store against the
// sandbox's provider-API server).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createCatalogueClient } from '../api/createCatalogueClient'
import { createHttpClient } from '../api/createHttpClient'
import { startRecordingServer, type RecordedRequest, type RecordingServer } from '../api/testing/startRecordingServer'
import { testMainnet, testPolygon } from '../connection/testing/testNetworks'
import type { WalletEntry } from '../types'
import { SEARCH_SETTLE_MS } from './catalogueLimits'
import { createWalletCatalogue, type CreateWalletCatalogueDeps } from './createWalletCatalogue'

const CATALOGUE: WalletEntry[] = Array.from({ length: 90 }, (_, i) => ({
  id: `w${i}`,
  name: i % 2 ? `Meta ${i}` : `Other ${i}`,
  image_id: `img-${i}`,
  rdns: `com.w${i}`,
  chains: ['eip155:1'],
}))

/** A tiny /getWallets: include, exclude, search (trimmed by the client), page, entries. */
function answerWallets(req: RecordedRequest) {
  const list = (key: string) => req.query.get(key)?.split(',')
  const include = list('include')
  const exclude = list('exclude') ?? []
  const search = req.query.get('search')?.toLowerCase()
  const matches = CATALOGUE.filter(
    (w) => (!include || include.includes(w.id)) && !exclude.includes(w.id) && (!search || w.name.toLowerCase().includes(search)),
  )
  const page = Number(req.query.get('page'))
  const entries = Number(req.query.get('entries'))
  return { json: { data: matches.slice((page - 1) * entries, page * entries), count: matches.length } }
}

let server: RecordingServer
beforeEach(async () => {
  server = await startRecordingServer({
    'GET /getWallets': answerWallets,
    'GET /getWalletImage/img-0': { body: '<svg/>', headers: { 'content-type': 'image/svg+xml' } },
  })
})
afterEach(async () => {
  vi.useRealTimers()
  await server.close()
})

const make = (config: Partial<CreateWalletCatalogueDeps['config']> = {}) =>
  createWalletCatalogue({
    catalogue: createCatalogueClient({ http: createHttpClient({ baseUrl: server.url, projectId: 'p' }) }),
    config: { includeWalletIds: [], excludeWalletIds: [], featuredWalletIds: [], networks: [testMainnet, testPolygon], ...config },
  })
const walletRequests = () => server.requestsTo('/getWallets').map((r) => Object.fromEntries(r.query))

describe('createWalletCatalogue', () => {
  it('fetchFeatured asks for exactly the featured ids, keeps their order and honours exclusions', async () => {
    const store = make({ excludeWalletIds: ['w9'] })
    const seen: boolean[] = []
    store.subscribe((s) => seen.push(s.loading))
    await store.fetchFeatured(['w5', 'w2', 'w9'])
    expect(walletRequests().at(-1)).toMatchObject({ page: '1', entries: '3', include: 'w5,w2,w9', exclude: 'w9' })
    expect(store.getState().featured.map((w) => w.id)).toEqual(['w5', 'w2'])
    expect([seen[0], seen.at(-1)]).toEqual([true, false])
  })

  it('fetchFeatured without ids sends nothing', async () => {
    const store = make()
    await store.fetchFeatured()
    expect(walletRequests()).toEqual([])
    expect(store.getState().featured).toEqual([])
  })

  it('fetchRecommended uses page size 4, the include list, excluded and featured ids, and the configured chains', async () => {
    const store = make({ includeWalletIds: [], excludeWalletIds: ['w0'], featuredWalletIds: ['w1'] })
    await store.fetchRecommended()
    expect(walletRequests().at(-1)).toMatchObject({ page: '1', entries: '4', exclude: 'w0,w1', chains: 'eip155:1,eip155:137' })
    expect(store.getState().recommended.map((w) => w.id)).toEqual(['w2', 'w3', 'w4', 'w5'])
    expect(store.getState().count).toBe(88)
  })

  it('fetchPage loads 40 at a time, appends, and stops at the count', async () => {
    const store = make()
    await store.fetchRecommended()
    await Promise.all([store.fetchPage(), store.fetchPage()]) // an eager scroll asks twice: one request
    expect(walletRequests().filter((q) => q.entries === '40')).toHaveLength(1)
    expect(walletRequests().at(-1)).toMatchObject({ page: '1', entries: '40', exclude: 'w0,w1,w2,w3' })
    await store.fetchPage()
    await store.fetchPage()
    const state = store.getState()
    expect([state.page, state.wallets.length, state.hasMore]).toEqual([3, 86, false])
    expect(state.wallets[40]!.id).toBe('w44')
    await store.fetchPage()
    expect(walletRequests().filter((q) => q.entries === '40')).toHaveLength(3)
    await store.fetchPage(1)
    expect(store.getState().wallets).toHaveLength(40)
  })

  it('a failed fetch sets the error message and a later success clears it', async () => {
    const store = make()
    server.route('GET /getWallets', { status: 500, json: { message: 'boom' } })
    await store.fetchRecommended()
    expect(store.getState()).toMatchObject({ error: 'HTTP status code: 500', loading: false })
    server.route('GET /getWallets', answerWallets)
    await store.fetchRecommended()
    expect(store.getState().error).toBeUndefined()
  })

  it('WLIST-02 search waits 300 ms after the last keystroke, then asks once with page size 100', async () => {
    vi.useFakeTimers()
    const store = make()
    const done = Promise.all([store.search('m'), store.search('me'), store.search(' met ')])
    expect(store.getState().search).toMatchObject({ query: 'met', loading: true })
    await vi.advanceTimersByTimeAsync(SEARCH_SETTLE_MS - 1)
    expect(walletRequests()).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await done
    expect(walletRequests()).toHaveLength(1)
    expect(walletRequests()[0]).toMatchObject({ search: 'met', entries: '100', page: '1' })
    expect(store.getState().search).toMatchObject({ query: 'met', count: 45, loading: false })
  })

  it('WLIST-01 search text is trimmed, and empty text clears without a request', async () => {
    vi.useFakeTimers()
    const store = make()
    const found = store.search('  meta 1 ')
    await vi.advanceTimersByTimeAsync(SEARCH_SETTLE_MS)
    await found
    expect(walletRequests()[0]!.search).toBe('meta 1')
    expect(store.getState().search.results.map((w) => w.name).slice(0, 2)).toEqual(['Meta 1', 'Meta 11'])
    await store.search('   ')
    expect(store.getState().search).toEqual({ query: '', results: [], count: 0, loading: false })
    expect(walletRequests()).toHaveLength(1)
  })

  it('a cleared search drops the answer of the search that was in flight', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.route('GET /getWallets', async (req) => (await gate, answerWallets(req)))
    const store = make()
    const running = store.search('meta')
    await vi.waitFor(() => expect(walletRequests()).toHaveLength(1), { timeout: 5000 })
    store.clearSearch()
    release()
    await running
    expect(store.getState().search).toEqual({ query: '', results: [], count: 0, loading: false })
  })

  it('loadImage caches the object URL; a missing image gives undefined', async () => {
    const store = make()
    const url = await store.loadImage('img-0')
    expect(url).toMatch(/^(blob:|data:)/)
    expect(store.getState().prefetchedImages).toEqual({ 'img-0': url })
    expect(await store.loadImage('img-0')).toBe(url)
    expect(server.requestsTo('/getWalletImage/img-0')).toHaveLength(1)
    expect(await store.loadImage('img-404')).toBeUndefined()
  })

  it('fetchExcludedWallets learns the excluded wallets’ names and rdns', async () => {
    const store = make({ excludeWalletIds: ['w3', 'w4'] })
    await store.fetchExcludedWallets()
    expect(walletRequests().at(-1)).toMatchObject({ include: 'w3,w4', entries: '2' })
    expect(store.getState().excludedWallets).toEqual([
      { id: 'w3', name: 'Meta 3', rdns: 'com.w3' },
      { id: 'w4', name: 'Other 4', rdns: 'com.w4' },
    ])
  })

  it('prefetch runs featured, recommended and excluded lookups once per kit', async () => {
    const store = make({ featuredWalletIds: ['w7'], excludeWalletIds: ['w8'] })
    await Promise.all([store.prefetch(), store.prefetch()])
    expect(walletRequests()).toHaveLength(3)
    expect(store.getState().featured.map((w) => w.id)).toEqual(['w7'])
  })

  it('prefetch then loads the first 20 images: the given ids (connector logos) first, then featured and recommended', async () => {
    const featuredWalletIds = Array.from({ length: 18 }, (_, i) => `w${i + 10}`)
    const store = make({ featuredWalletIds })
    await store.prefetch(['wc-logo', 'img-10'])
    const images = server.requests.filter((r) => r.path.startsWith('/getWalletImage/')).map((r) => r.path.slice(16))
    // wc-logo, then the 18 featured (img-10 once), then the first recommended wallet: 20 ids in all.
    expect(images.sort()).toEqual(['wc-logo', ...featuredWalletIds.map((id) => `img-${id.slice(1)}`), 'img-0'].sort())
    expect(store.getState().prefetchedImages['img-0']).toMatch(/^(blob:|data:)/)
    await store.prefetch(['other'])
    expect(server.requests.filter((r) => r.path.startsWith('/getWalletImage/'))).toHaveLength(20)
  })
})
