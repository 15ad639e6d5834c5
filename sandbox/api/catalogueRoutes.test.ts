import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCatalogue, CATALOGUE_SIZE, type CatalogueWallet } from './catalogue'
import { startApiServer, type ApiServer } from './createApiServer'
import { WALLETCONNECT_IMAGE_ID } from '../../plugins/walletconnect/createWalletConnectConnector'
import { SOLANA_MAINNET } from './knownWallets'
import { renderWalletLogoPng } from './walletLogoPng'
import { mainnet } from '../../kernel/networks'

let server: ApiServer
const sdk = 'projectId=p-catalogue&st=appkit&sv=html-wagmi-4.2.2'

async function getWallets(params: string): Promise<{ count: number; data: CatalogueWallet[] }> {
  const res = await fetch(`${server.url}/getWallets?${sdk}&${params}`)
  expect(res.status).toBe(200)
  return (await res.json()) as { count: number; data: CatalogueWallet[] }
}

beforeAll(async () => {
  server = await startApiServer()
})
afterAll(() => server.close())

describe('wallet catalogue routes', () => {
  it('SBX-01 records projectId, st and sv on catalogue and blockchain-API routes', async () => {
    server.requests.clear()
    const paths = [
      '/getWallets',
      '/appkit/v1/config',
      '/projects/v1/origins',
      '/getAnalyticsConfig',
      '/v1/identity/0x0000000000000000000000000000000000000001',
      '/v1/onramp/options',
      '/v1/profile/suggestions/alice',
    ]
    for (const path of paths) {
      const res = await fetch(`${server.url}${path}?projectId=p-sbx01&st=appkit&sv=html-wagmi-4.2.2`)
      expect(res.status, path).toBe(200)
    }
    // An unknown route is recorded too, so a test sees what the kit asked for even when it 404s.
    await fetch(`${server.url}/v1/not-mounted?projectId=p-sbx01&st=appkit&sv=html-wagmi-4.2.2`)
    const seen = server.requests.all()
    expect(seen.map((r) => r.path)).toEqual([...paths, '/v1/not-mounted'])
    for (const r of seen) expect(r.query).toMatchObject({ projectId: 'p-sbx01', st: 'appkit', sv: 'html-wagmi-4.2.2' })
  })

  it('SBX-01 records POST bodies with their query parameters', async () => {
    await fetch(`${server.url}/v1/onramp/quote?projectId=p-post&st=appkit&sv=v`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: '100' }),
    })
    expect(server.requests.last('/v1/onramp/quote')).toMatchObject({
      method: 'POST',
      query: { projectId: 'p-post', st: 'appkit', sv: 'v' },
      body: { amount: '100' },
    })
  })

  it('SBX-04 pages with page (1-based) and entries, count is the filtered total', async () => {
    const first = await getWallets('page=1&entries=40')
    const second = await getWallets('page=2&entries=40')
    expect(first.count).toBe(CATALOGUE_SIZE)
    expect(first.data).toHaveLength(40)
    expect(second.data).toHaveLength(40)
    expect(new Set([...first.data, ...second.data].map((w) => w.id)).size).toBe(80)
    const last = await getWallets(`page=${Math.ceil(CATALOGUE_SIZE / 40)}&entries=40`)
    expect(last.data).toHaveLength(CATALOGUE_SIZE % 40 || 40)
    expect((await getWallets('page=999&entries=40')).data).toEqual([])
  })

  it('SBX-04 include returns only the listed ids, exclude drops them', async () => {
    const { data: firstFour } = await getWallets('page=1&entries=4')
    const ids = firstFour.map((w) => w.id)
    const included = await getWallets(`page=1&entries=40&include=${ids.slice(0, 2).join(',')}`)
    expect(included.count).toBe(2)
    expect(included.data.map((w) => w.id).sort()).toEqual(ids.slice(0, 2).sort())
    const excluded = await getWallets(`page=1&entries=4&exclude=${ids.join(',')}`)
    expect(excluded.count).toBe(CATALOGUE_SIZE - 4)
    expect(excluded.data.map((w) => w.id)).not.toContain(ids[0])
  })

  it('SBX-04 search is trimmed and case-insensitive', async () => {
    const result = await getWallets(`page=1&entries=100&search=${encodeURIComponent('  metaMASK ')}`)
    expect(result.count).toBe(1)
    expect(result.data[0]!.name).toBe('MetaMask')
    const many = await getWallets('page=1&entries=100&search=wallet')
    expect(many.count).toBeGreaterThan(100)
    expect(many.data).toHaveLength(100)
    for (const w of many.data) expect(w.name.toLowerCase()).toContain('wallet')
  })

  it('SBX-04 badge_type=certified keeps only certified wallets', async () => {
    const result = await getWallets('page=1&entries=1000&badge_type=certified')
    expect(result.count).toBeGreaterThan(10)
    expect(result.count).toBeLessThan(CATALOGUE_SIZE)
    for (const w of result.data) expect(w.badge_type).toBe('certified')
  })

  it("include_pay_only adds the wallets without WalletConnect v2; sort=wcpay lists the WalletConnect Pay wallets first (AppKit 1.8's fetchWallets)", async () => {
    const plain = await getWallets('page=1&entries=1000')
    expect(plain.count).toBe(CATALOGUE_SIZE)
    expect(plain.data.every((w) => w.supports_wc)).toBe(true)
    const withPayOnly = await getWallets('page=1&entries=1000&include_pay_only=true')
    expect(withPayOnly.data.filter((w) => !w.supports_wc).map((w) => w.name)).toEqual(['Till Pay', 'Counter Pay', 'Kiosk Pay'])

    const sorted = await getWallets('page=1&entries=1000&sort=wcpay')
    const pay = sorted.data.filter((w) => w.supports_wcpay).length
    expect(pay).toBeGreaterThan(10)
    expect(sorted.data.slice(0, pay).every((w) => w.supports_wcpay)).toBe(true)
    expect(sorted.data.map((w) => w.id).sort()).toEqual(plain.data.map((w) => w.id).sort())
    // Each group keeps the catalogue's order.
    expect(sorted.data.slice(pay).map((w) => w.id)).toEqual(plain.data.filter((w) => !w.supports_wcpay).map((w) => w.id))
  })

  it('SBX-04 chains keeps wallets supporting any of the listed CAIP-2 ids', async () => {
    const solana = await getWallets(`page=1&entries=1000&chains=${SOLANA_MAINNET}`)
    expect(solana.count).toBeGreaterThan(0)
    for (const w of solana.data) expect(w.chains).toContain(SOLANA_MAINNET)
    const either = await getWallets(`page=1&entries=1000&chains=${SOLANA_MAINNET},eip155:1`)
    expect(either.count).toBeGreaterThan(solana.count)
    for (const w of either.data) expect(w.chains.some((c) => c === SOLANA_MAINNET || c === 'eip155:1')).toBe(true)
  })

  it('SBX-04 combines filters: search inside chains, minus excluded', async () => {
    const all = await getWallets(`page=1&entries=1000&chains=eip155:1&search=vault`)
    const dropped = all.data[0]!.id
    const fewer = await getWallets(`page=1&entries=1000&chains=eip155:1&search=vault&exclude=${dropped}`)
    expect(fewer.count).toBe(all.count - 1)
  })

  it('SBX-05 entries carry the catalogue fields, with real names and rdns for well-known wallets', async () => {
    const { data } = await getWallets('page=1&entries=100')
    for (const w of data) {
      expect(w.id).toMatch(/^[0-9a-f]{64}$/)
      expect(typeof w.name).toBe('string')
      expect(typeof w.image_id).toBe('string')
      expect(w.image_url).toBe(`${server.url}/getWalletImage/${w.image_id}`)
      for (const key of ['mobile_link', 'desktop_link', 'webapp_link', 'rdns'] as const) expect(w).toHaveProperty(key)
      expect(w.chains.length).toBeGreaterThan(0)
      for (const c of w.chains) expect(c).toMatch(/^[-a-z0-9]+:[-_a-zA-Z0-9]+$/)
      expect(['certified', 'none']).toContain(w.badge_type)
    }
    const metamask = data.find((w) => w.name === 'MetaMask')!
    expect(metamask).toMatchObject({
      id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
      rdns: 'io.metamask',
    })
    expect(metamask.chains).toContain('eip155:1')
  })

  it('SBX-05 the catalogue is large enough to page at 40 and search at 100, deterministic and fast', () => {
    // Best of five: the machine is shared with other test workers, and the cost is what counts.
    let elapsed = Infinity
    let a: CatalogueWallet[] = []
    for (let i = 0; i < 5; i++) {
      const started = performance.now()
      a = buildCatalogue()
      elapsed = Math.min(elapsed, performance.now() - started)
    }
    expect(a.length).toBeGreaterThanOrEqual(600)
    expect(elapsed).toBeLessThan(50)
    expect(buildCatalogue()).toEqual(a)
    expect(new Set(a.map((w) => w.id)).size).toBe(a.length)
    expect(new Set(a.map((w) => w.name)).size).toBe(a.length)
  })

  it('SBX-06 serves SVG image blobs on the four image routes', async () => {
    const { data } = await getWallets('page=1&entries=1')
    const urls = [
      data[0]!.image_url!,
      `${server.url}/public/getAssetImage/692ed6ba-e569-459a-556a-776476829e00?${sdk}`,
      `${server.url}/public/getCurrencyImage/USD?${sdk}`,
      `${server.url}/public/getTokenImage/ETH?${sdk}`,
    ]
    // Wallet logos are PNG (as the real API's are); the other images SVG.
    const wallet = await fetch(urls[0]!)
    expect(wallet.status).toBe(200)
    expect(wallet.headers.get('content-type')).toBe('image/png')
    const logo = Buffer.from(await wallet.arrayBuffer())
    expect(logo.subarray(1, 4).toString('latin1')).toBe('PNG')
    for (const url of urls.slice(1)) {
      const res = await fetch(url)
      expect(res.status, url).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/svg+xml')
      const blob = await res.blob()
      expect(blob.size).toBeGreaterThan(100)
      expect(await blob.text()).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    }
    // Same id, same bytes: the kit may cache images by id.
    expect(Buffer.from(await (await fetch(urls[0]!)).arrayBuffer()).equals(logo)).toBe(true)
    expect(await (await fetch(urls[3]!)).text()).toBe(await (await fetch(urls[3]!)).text())
  })

  it("SBX-06 serves the WalletConnect connector's image id (AppKit's, not a catalogue wallet's)", async () => {
    const res = await fetch(`${server.url}/getWalletImage/${WALLETCONNECT_IMAGE_ID}?${sdk}`)
    expect(res.status).toBe(200)
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(renderWalletLogoPng('WalletConnect')))).toBe(true)
  })

  it("SBX-06 draws a known network's image with its name's initials (any other asset id with its own)", async () => {
    const ethereum = await (await fetch(`${server.url}/public/getAssetImage/${mainnet.assets!.imageId}?${sdk}`)).text()
    expect(ethereum).toContain('<title>Ethereum</title>')
    expect(ethereum).toContain('>ET</text>')
    expect(await (await fetch(`${server.url}/public/getAssetImage/some-token?${sdk}`)).text()).toContain('<title>some-token</title>')
  })

  it('SBX-06 answers 404 for an unknown wallet image id', async () => {
    const res = await fetch(`${server.url}/getWalletImage/no-such-image?${sdk}`)
    expect(res.status).toBe(404)
  })

  it('SBX-01 answers CORS preflights and marks answers readable cross-origin', async () => {
    const preflight = await fetch(`${server.url}/v1/onramp/quote`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type')
    const res = await fetch(`${server.url}/getWallets?${sdk}`)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('SBX-01 unknown routes answer 404 JSON', async () => {
    const res = await fetch(`${server.url}/nope?${sdk}`)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'No route for GET /nope' })
  })
})
