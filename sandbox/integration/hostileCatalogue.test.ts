// Issue 12 cases 2, 3 and 4 against the sandbox's provider-API server: a catalogue answering null
// or mistyped entries, one claiming a trillion wallets, and a remote config that takes seconds.
// The answers are the server's own fault injection (`status: 200` with a body), real HTTP.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  FEATURES,
  KIT_CONTAINER,
  MODAL,
  MODAL_CONTROLLER,
  ROUTER,
  WALLET_CATALOGUE,
  createAppKit,
  type AppKit,
  type AppKitOptions,
  type CaipNetwork,
} from '../../kernel'
import { getCatalogue, startApiServer, type ApiServer } from '../api'
import { eip155Adapter } from '../../chains/eip155'
import { mainnet as mainnetNetwork } from '../../kernel/networks'
import { DEFAULT_PROJECT_ID, createEip1193TestWallet } from '../testing'

// No RPC is reached here: nothing connects to a chain in these tests.
const mainnet: CaipNetwork = { ...mainnetNetwork, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }
const [A, B] = getCatalogue()
const good = (w: typeof A) => ({ id: w!.id, name: w!.name, image_id: w!.image_id, rdns: w!.rdns, chains: w!.chains })

let server: ApiServer
const kits: AppKit[] = []
beforeAll(async () => {
  server = await startApiServer()
})
afterAll(() => server.close())
afterEach(() => {
  server.faults.clear()
  for (const kit of kits.splice(0)) kit.destroy()
})

function kit(options: Partial<AppKitOptions> = {}) {
  const k = createAppKit({
    projectId: DEFAULT_PROJECT_ID,
    networks: [mainnet],
    endpoints: { api: server.url, blockchainApi: server.url, analytics: server.url },
    ...options,
  })
  kits.push(k)
  return k
}
const walletRequests = () => server.requests.find('/getWallets').length

describe('issue 12 case 2: null and mistyped catalogue entries', () => {
  it('are dropped at the boundary; valid entries still listed; a fixed API is asked again on the next open', async () => {
    const k = kit()
    await k.ready()
    const catalogue = k[KIT_CONTAINER].resolve(WALLET_CATALOGUE)
    server.faults.set('/getWallets', {
      status: 200,
      body: { count: 6, data: [null, good(A), 7, { id: 42, name: 'x' }, { id: 'y', name: 'Y', rdns: { evil: true } }, { id: 'z', name: 'Z', chains: 'eip155:1' }, good(B), good(A)] },
      times: 3,
    })
    await catalogue.prefetch()
    const { recommended } = catalogue.getState()
    expect(recommended.map((w) => w.id)).toEqual([A!.id, B!.id])
    expect(recommended.every((w) => typeof w.name === 'string')).toBe(true)

    // A failing catalogue is not remembered: once the API answers again, the next prefetch asks again.
    server.faults.set('/getWallets', { status: 500 })
    const k2 = kit()
    await k2.ready()
    const failing = k2[KIT_CONTAINER].resolve(WALLET_CATALOGUE)
    await failing.prefetch()
    expect(failing.getState().error).toBe('HTTP status code: 500')
    server.faults.clear()
    const before = walletRequests()
    await failing.prefetch()
    expect(walletRequests()).toBeGreaterThan(before)
    expect(failing.getState().recommended.length).toBeGreaterThan(0)
    expect(failing.getState().error).toBeUndefined()
  })
})

describe('issue 12 case 3: paging cannot storm', () => {
  it('a page that adds no new id ends paging even when count claims 1e12', async () => {
    const k = kit()
    await k.ready()
    const catalogue = k[KIT_CONTAINER].resolve(WALLET_CATALOGUE)
    server.faults.set('/getWallets', { status: 200, body: { count: 1e12, data: [good(A)] } })
    await catalogue.fetchPage(1)
    server.requests.clear()
    for (let i = 0; i < 20 && catalogue.getState().hasMore; i++) await catalogue.fetchPage()
    expect(walletRequests()).toBe(1)
    expect(catalogue.getState()).toMatchObject({ page: 2, hasMore: false })
    expect(catalogue.getState().wallets).toHaveLength(1)
  })

  it('a catalogue inventing new ids forever stops at the hard cap of 100 pages', async () => {
    const k = kit()
    await k.ready()
    const catalogue = k[KIT_CONTAINER].resolve(WALLET_CATALOGUE)
    let n = 0
    // New ids on every page: a fault per request would be one body for all, so the client is asked directly.
    for (let page = 1; page <= 120 && (page === 1 || catalogue.getState().hasMore); page++) {
      server.faults.set('/getWallets', { status: 200, body: { count: 1e12, data: [{ id: `fake-${++n}`, name: `Fake ${n}` }] }, times: 1 })
      await catalogue.fetchPage(page === 1 ? 1 : undefined)
    }
    expect(catalogue.getState()).toMatchObject({ page: 100, hasMore: false })
  })
})

describe('issue 12 case 4: a slow remote config does not lock start-up', () => {
  it('ready within the time-box with local values; the late answer is applied; an open asked for at once ends on Connect once connectors exist', async () => {
    server.faults.set('/appkit/v1/config', { latencyMs: 4000 })
    server.faults.set('/getAnalyticsConfig', { latencyMs: 4000 })
    const wallet = createEip1193TestWallet({ privateKey: `0x${'11'.repeat(32)}`, rpcUrls: { 1: 'http://127.0.0.1:9' }, chainId: 1 })
    const adapter = eip155Adapter({ connectors: [{ id: 'w1', name: 'Wallet 1', provider: wallet }], networks: [mainnet] })
    const started = Date.now()
    const k = kit({ adapters: [adapter], basic: false })
    const c = k[KIT_CONTAINER]
    // The visitor clicks Connect at once: no chain connectors yet. The open waits for the modal
    // controller, which loads with startup; if it chose before the adapters were in, it would pick
    // the WalletConnect-only view and must re-choose. Either way the modal ends open on Connect.
    const opened = c.resolve(MODAL_CONTROLLER).open()
    await k.ready()
    await opened
    expect(Date.now() - started).toBeLessThan(3000)
    expect(c.resolve(FEATURES).store.getState()).toMatchObject({ status: 'ready', source: 'fallback' })
    expect(c.resolve(MODAL).getState().open).toBe(true)
    expect(c.resolve(ROUTER).getState().view).toBe('Connect')
    await expect.poll(() => c.resolve(FEATURES).store.getState().source, { timeout: 8000 }).toBe('remote')
    adapter.destroy()
  }, 15_000)
})
