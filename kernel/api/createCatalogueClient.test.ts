// A real local server stands in for the wallet catalogue; integration tests use the sandbox's
// provider-API server instead.
import { afterEach, beforeEach, describe, expect, expectTypeOf, it } from 'vitest'
import type { WalletEntry } from '../types'
import { CataloguePageSizes, createCatalogueClient } from './createCatalogueClient'
import { createHttpClient } from './createHttpClient'
import { startRecordingServer, type RecordingServer } from './testing/startRecordingServer'

const wallet = (id: string): WalletEntry => ({
  id,
  name: `Wallet ${id}`,
  image_id: `img-${id}`,
  image_url: `https://img/${id}`,
  mobile_link: `${id}://`,
  desktop_link: null,
  webapp_link: null,
  rdns: `com.${id}`,
  chains: ['eip155:1'],
})

let server: RecordingServer
beforeEach(async () => {
  server = await startRecordingServer({
    'GET /getWallets': (req) => ({
      json: { data: (req.query.get('include')?.split(',') ?? ['a', 'b']).reverse().map(wallet), count: 321 },
    }),
  })
})
afterEach(() => server.close())

const makeClient = (extra: Partial<Parameters<typeof createCatalogueClient>[0]> = {}) =>
  createCatalogueClient({ http: createHttpClient({ baseUrl: server.url, projectId: 'p-1' }), ...extra })

const lastQuery = () => server.requestsTo('/getWallets').at(-1)!.query

describe('createCatalogueClient', () => {
  it('API-03 GET /getWallets sends page, entries, include, exclude, search, badge_type and chains and reads data and count', async () => {
    const result = await makeClient().getWallets({
      page: 2,
      entries: 40,
      include: ['a', 'b'],
      exclude: ['x'],
      search: 'meta',
      badge_type: 'certified',
      chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    })
    const q = lastQuery()
    expect(Object.fromEntries(q)).toEqual({
      page: '2',
      entries: '40',
      include: 'a,b',
      exclude: 'x',
      search: 'meta',
      badge_type: 'certified',
      chains: 'eip155:1,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      projectId: 'p-1',
      st: 'appkit',
      sv: 'html-core-1.7.8',
    })
    expect(result.count).toBe(321)
    expect(result.data.map((w) => w.id)).toEqual(['b', 'a'])
  })

  it('API-03 wallet search text is trimmed and blank searches are left out', async () => {
    const client = makeClient()
    await client.searchWallets('  rainbow  ')
    expect(lastQuery().get('search')).toBe('rainbow')
    await client.getWallets({ page: 1, entries: 4, search: '   ' })
    expect(lastQuery().has('search')).toBe(false)
  })

  it('API-04 the recommended-wallets request uses page size 4', async () => {
    await makeClient().getRecommendedWallets({ exclude: ['f1'], chains: ['eip155:1'] })
    expect(CataloguePageSizes.recommended).toBe(4)
    expect([lastQuery().get('page'), lastQuery().get('entries'), lastQuery().get('exclude')]).toEqual(['1', '4', 'f1'])
  })

  it('API-05 the paged wallet list uses page size 40', async () => {
    await makeClient().getWalletsPage(3, { badge_type: 'none' })
    expect(CataloguePageSizes.paged).toBe(40)
    expect([lastQuery().get('page'), lastQuery().get('entries'), lastQuery().get('badge_type')]).toEqual(['3', '40', 'none'])
  })

  it('API-06 wallet search uses page size 100', async () => {
    await makeClient().searchWallets('trust', { page: 2 })
    expect(CataloguePageSizes.search).toBe(100)
    expect([lastQuery().get('page'), lastQuery().get('entries'), lastQuery().get('search')]).toEqual(['2', '100', 'trust'])
  })

  it("a page or a search takes a host's page size, include_pay_only and sort (AppKit 1.8's fetchWallets options); off, neither is sent", async () => {
    const client = makeClient()
    await client.getWalletsPage(2, { entries: 7, include_pay_only: true, sort: 'wcpay' })
    expect([lastQuery().get('page'), lastQuery().get('entries'), lastQuery().get('include_pay_only'), lastQuery().get('sort')]).toEqual(['2', '7', 'true', 'wcpay'])
    await client.searchWallets('trust', { entries: 5, include_pay_only: false })
    expect([lastQuery().get('entries'), lastQuery().has('include_pay_only'), lastQuery().has('sort')]).toEqual(['5', false, false])
  })

  it('API-07 featured wallets use the number of featured ids as page size and keep their order', async () => {
    const result = await makeClient().getFeaturedWallets(['c', 'a', 'b'])
    expect([lastQuery().get('entries'), lastQuery().get('include')]).toEqual(['3', 'c,a,b'])
    expect(result.data.map((w) => w.id)).toEqual(['c', 'a', 'b'])
    const before = server.requests.length
    expect(await makeClient().getFeaturedWallets([])).toEqual({ data: [], count: 0 })
    expect(server.requests.length).toBe(before)
  })

  it('API-08 a catalogue wallet keeps id, name, image_id, image_url, mobile_link, desktop_link, webapp_link, rdns and chains; local entries add installed', async () => {
    const { data } = await makeClient().getWallets({ page: 1, entries: 1, include: ['z'] })
    expect(data[0]).toEqual(wallet('z'))
    expectTypeOf<WalletEntry>().toHaveProperty('installed').toEqualTypeOf<boolean | undefined>()
    for (const key of ['id', 'name', 'image_id', 'image_url', 'mobile_link', 'desktop_link', 'webapp_link', 'rdns', 'chains'] as const) {
      expectTypeOf<WalletEntry>().toHaveProperty(key)
    }
  })

  it('tolerates an answer without data or count', async () => {
    server.route('GET /getWallets', { json: {} })
    expect(await makeClient().getWallets({ page: 1, entries: 4 })).toEqual({ data: [], count: 0 })
  })

  it('API-09 API-10 API-11 API-12 fetches wallet, asset, currency and token images as blobs and returns object URLs, once per id', async () => {
    for (const path of ['/getWalletImage/w1', '/public/getAssetImage/n1', '/public/getCurrencyImage/USD', '/public/getTokenImage/ETH']) {
      server.route(`GET ${path}`, { body: new Uint8Array([137, 80, 78, 71]), headers: { 'content-type': 'image/png' } })
    }
    const blobs: Blob[] = []
    const client = makeClient({
      createObjectUrl: (blob) => {
        blobs.push(blob)
        return `blob:test/${blobs.length}`
      },
    })
    const urls = await Promise.all([
      client.getWalletImage('w1'),
      client.getWalletImage('w1'),
      client.getAssetImage('n1'),
      client.getCurrencyImage('USD'),
      client.getTokenImage('ETH'),
    ])
    expect(urls[0]).toBe(urls[1])
    expect(new Set(urls).size).toBe(4)
    expect(await client.getWalletImage('w1')).toBe(urls[0])
    expect(server.requests.map((r) => r.path)).toEqual([
      '/getWalletImage/w1',
      '/public/getAssetImage/n1',
      '/public/getCurrencyImage/USD',
      '/public/getTokenImage/ETH',
    ])
    expect(server.requests.every((r) => r.query.get('projectId') === 'p-1')).toBe(true)
    expect(blobs[0]!.type).toBe('image/png')
    expect(blobs[0]!.size).toBe(4)
  })

  it('API-09 uses URL.createObjectURL by default, remembers failed images for the session and revokes on release', async () => {
    server.route('GET /getWalletImage/w2', { body: 'img', headers: { 'content-type': 'image/svg+xml' } })
    const revoked: string[] = []
    const client = makeClient({ revokeObjectUrl: (url) => revoked.push(url) })
    const url = await client.getWalletImage('w2')
    expect(url.startsWith('blob:')).toBe(true)
    await expect(client.getWalletImage('missing')).rejects.toThrowError(/^HTTP status code: 404$/)
    server.route('GET /getWalletImage/missing', { body: 'img' })
    // Issue 12 case 10: a failing image is not fetched again on every open of the session.
    await expect(client.getWalletImage('missing')).rejects.toThrowError(/^HTTP status code: 404$/)
    client.releaseImages()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(revoked).toContain(url)
  })

  it('getRemoteConfig reads features from /appkit/v1/config and throws when it cannot', async () => {
    const features = [
      { id: 'social_login', isEnabled: true, config: ['email', 'google'] },
      { id: 'activity', isEnabled: false, config: null },
    ]
    server.route('GET /appkit/v1/config', {
      json: { features: [...features, { junk: true }, { id: 'swap', isEnabled: true, config: { odd: 1 } }] },
    })
    expect(await makeClient().getRemoteConfig()).toEqual([...features, { id: 'swap', isEnabled: true, config: null }])
    server.route('GET /appkit/v1/config', { status: 500 })
    await expect(makeClient().getRemoteConfig()).rejects.toThrowError(/^HTTP status code: 500$/)
    server.route('GET /appkit/v1/config', { json: { nope: 1 } })
    await expect(makeClient().getRemoteConfig()).rejects.toThrowError()
  })

  it('ORIG-01 the allowed origins come from GET /projects/v1/origins allowedOrigins', async () => {
    server.route('GET /projects/v1/origins', { json: { allowedOrigins: ['https://app.example.com', 'https://*.example.org'] } })
    expect(await makeClient().getAllowedOrigins()).toEqual(['https://app.example.com', 'https://*.example.org'])
    expect(server.requestsTo('/projects/v1/origins')[0]!.query.get('projectId')).toBe('p-1')
  })

  it('ORIG-02 a failed origins fetch gives an empty list', async () => {
    server.route('GET /projects/v1/origins', { status: 500 })
    expect(await makeClient().getAllowedOrigins()).toEqual([])
    server.route('GET /projects/v1/origins', { body: 'not json' })
    expect(await makeClient().getAllowedOrigins()).toEqual([])
    server.route('GET /projects/v1/origins', { json: { allowedOrigins: 'nope' } })
    expect(await makeClient().getAllowedOrigins()).toEqual([])
    const unreachable = createCatalogueClient({ http: createHttpClient({ baseUrl: 'http://127.0.0.1:1', projectId: 'p' }) })
    expect(await unreachable.getAllowedOrigins()).toEqual([])
  })

  it('TEL-01 GET /getAnalyticsConfig reads isAnalyticsEnabled, false on failure', async () => {
    server.route('GET /getAnalyticsConfig', { json: { isAnalyticsEnabled: true } })
    expect(await makeClient().getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: true })
    server.route('GET /getAnalyticsConfig', { json: { isAnalyticsEnabled: false } })
    expect(await makeClient().getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: false })
    server.route('GET /getAnalyticsConfig', { status: 503 })
    expect(await makeClient().getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: false })
  })
})
