// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { eip155Adapter } from '../../../chains/eip155'
import { KIT_CONTAINER, ROUTER, SEARCH_SETTLE_MS, WALLET_CATALOGUE, type InjectionToken } from '../../../kernel'
import { getCatalogue, startApiServer, type ApiServer } from '../../../sandbox/api'
import { installBrowserWallets, type InstalledBrowserWallets } from '../../../sandbox/wallets/browser/installBrowserWallets'
import { parseWalletsQuery } from '../../../sandbox/wallets/browser/parseWalletsQuery'
import { createTestKit, type TestKit } from '../../testing/createTestKit'
import { stubElementSize } from '../../testing/stubElementSize'
import AllWalletsView from './AllWalletsView'

configure({ asyncUtilTimeout: 10_000 })

let server: ApiServer
const kits: TestKit[] = []
let wallets: InstalledBrowserWallets | undefined
const RAINBOW = () => getCatalogue().find((w) => w.name === 'Rainbow')!

// The size of the modal's list (360×400), so the virtual grid shows rows under jsdom.
let restoreSize: () => void

beforeAll(async () => {
  restoreSize = stubElementSize({ clientHeight: 400, clientWidth: 360 })
  server = await startApiServer()
})
afterAll(async () => {
  restoreSize?.()
  await server?.close()
})
afterEach(() => {
  cleanup()
  for (const t of kits.splice(0)) t.kit.destroy()
  wallets?.uninstall()
  wallets = undefined
  server.faults.clear()
  server.requests.clear()
})

const service = <T,>(t: TestKit, token: InjectionToken<T>) => t.kit[KIT_CONTAINER].resolve(token)

async function setup(opts: { wallets?: { name: string; rdns: string }[] } = {}) {
  if (opts.wallets) {
    wallets = installBrowserWallets({ rpcUrls: { 1: 'http://127.0.0.1:1' }, eip6963: opts.wallets }, parseWalletsQuery(`eip6963:${opts.wallets.length}`), window)
  }
  const t = createTestKit({ adapters: [eip155Adapter()], endpoints: { api: server.url, blockchainApi: server.url, analytics: server.url, fonts: '' } })
  kits.push(t)
  await t.kit.ready()
  t.render(<AllWalletsView />)
  return t
}

const tiles = (prefix = 'wallet-selector-') => document.querySelectorAll(`[data-testid^="${prefix}"]`)
const searchRequests = () => server.requests.find('/getWallets').filter((r) => r.query.search !== undefined)
const type = (text: string) => fireEvent.change(screen.getByTestId('wui-input-text'), { target: { value: text } })

describe('AllWalletsView', () => {
  it('WLIST-03 loads the first page of 40 and prefetches the first 20 wallet images', async () => {
    const t = await setup()
    const catalogue = service(t, WALLET_CATALOGUE)
    await waitFor(() => expect(catalogue.getState().page).toBe(1))
    const page = server.requests.find('/getWallets').find((r) => r.query.page === '1' && r.query.entries === '40')
    expect(page).toBeTruthy()
    await waitFor(() => expect(Object.keys(catalogue.getState().prefetchedImages)).toHaveLength(20))
    const { featured, recommended, wallets: list } = catalogue.getState()
    const first20 = [...recommended, ...featured, ...list].slice(0, 20).map((w) => w.image_id)
    expect(Object.keys(catalogue.getState().prefetchedImages).sort()).toEqual([...first20].sort())
    // Virtualized: 44 wallets are loaded, only the rows in view (plus overscan) are in the DOM.
    await waitFor(() => expect(tiles().length).toBeGreaterThan(8))
    expect(tiles().length).toBeLessThan(40)
  })

  it('WLIST-04 shows the wallets while their images are still loading', async () => {
    server.faults.set('/getWalletImage/*', { latencyMs: 5_000 })
    const started = Date.now()
    const t = await setup()
    await waitFor(() => expect(tiles().length).toBeGreaterThan(8))
    expect(Date.now() - started).toBeLessThan(4_000)
    expect(Object.keys(service(t, WALLET_CATALOGUE).getState().prefetchedImages)).toHaveLength(0)
  })

  it('loads the next page when the end of the list scrolls into view, keeping the DOM small', async () => {
    const t = await setup()
    const catalogue = service(t, WALLET_CATALOGUE)
    await waitFor(() => expect(catalogue.getState().page).toBe(1))
    const scroller = screen.getByTestId('w3m-all-wallets-list')
    for (const target of [2, 3]) {
      // Scrolled to the end of what is loaded (jsdom does not scroll, so the offset is set).
      const end = Number.parseFloat((scroller.firstElementChild as HTMLElement).style.height) - 400
      Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: end })
      act(() => void fireEvent.scroll(scroller))
      await waitFor(() => expect(catalogue.getState().page).toBe(target))
    }
    expect(server.requests.find('/getWallets').filter((r) => r.query.page === '3')).toHaveLength(1)
    expect(catalogue.getState().wallets.length).toBe(120)
    expect(tiles().length).toBeLessThan(60)
  })

  it('WLIST-01 searches the trimmed text and shows the results', async () => {
    const t = await setup()
    type('  rainbow  ')
    expect(service(t, WALLET_CATALOGUE).getState().search.query).toBe('rainbow')
    await screen.findByTestId(`wallet-search-item-${RAINBOW().id}`)
    expect(searchRequests().map((r) => [r.query.search, r.query.entries])).toEqual([['rainbow', '100']])
    expect(screen.queryByTestId('w3m-all-wallets-list')).toBeNull()
    // AppKit's results grid: wallet-list around the wallet-search-item tiles.
    expect(screen.getByTestId('wallet-list').contains(screen.getByTestId(`wallet-search-item-${RAINBOW().id}`))).toBe(true)
  })

  it('WLIST-02 typing drives one search, once typing settles', async () => {
    await setup()
    let lastKeystroke = 0
    for (const text of ['r', 'ra', 'rai', 'rain']) {
      lastKeystroke = Date.now()
      type(text)
    }
    expect(screen.getByRole('status', { name: 'Searching wallets' })).toBeTruthy()
    await screen.findByTestId(`wallet-search-item-${RAINBOW().id}`)
    const requests = searchRequests()
    expect(requests.map((r) => r.query.search)).toEqual(['rain'])
    // Timer granularity allows a few ms; the point is that no request went out while typing.
    expect(requests[0]!.at - lastKeystroke).toBeGreaterThanOrEqual(SEARCH_SETTLE_MS - 5)
    // Clearing the field brings the list back without another request.
    type('')
    expect(screen.getByTestId('w3m-all-wallets-list')).toBeTruthy()
    expect(searchRequests()).toHaveLength(1)
  })

  it('shows "No Wallet found" when the search finds nothing', async () => {
    await setup()
    type('zzz-no-such-wallet')
    expect((await screen.findByTestId('no-wallet-found-text')).textContent).toBe('No Wallet found')
    expect(screen.getByTestId('no-wallet-found')).toBeTruthy()
  })

  it('marks wallets present as connectors installed, lists them first, and connects them directly', async () => {
    const t = await setup({ wallets: [{ name: 'Rainbow', rdns: 'me.rainbow' }] })
    const router = service(t, ROUTER)
    const rainbow = await screen.findByTestId(`wallet-selector-${RAINBOW().id}`)
    expect(rainbow.getAttribute('data-installed')).toBe('true')
    expect(rainbow.textContent).toContain('(installed)')
    expect(tiles()[0]).toBe(rainbow)
    fireEvent.click(rainbow)
    expect(router.getState()).toMatchObject({ view: 'ConnectingExternal', data: { connector: { id: 'me.rainbow' }, wallet: { id: RAINBOW().id } } })

    act(() => router.reset('AllWallets'))
    const other = tiles()[1] as HTMLElement
    expect(other.getAttribute('data-installed')).toBeNull()
    fireEvent.click(other)
    expect(router.getState().view).toBe('ConnectingWalletConnect')
    expect(router.getState().data?.wallet?.id).toBe(other.getAttribute('data-testid')!.replace('wallet-selector-', ''))
  })

  it('finds an installed wallet by search too, and routes it to its connector', async () => {
    const t = await setup({ wallets: [{ name: 'Rainbow', rdns: 'me.rainbow' }] })
    type('rainbow')
    const hit = await screen.findByTestId(`wallet-search-item-${RAINBOW().id}`)
    expect(hit.getAttribute('data-installed')).toBe('true')
    fireEvent.click(hit)
    expect(service(t, ROUTER).getState().view).toBe('ConnectingExternal')
  })
})
