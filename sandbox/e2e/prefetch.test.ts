// Issue 13: the Connect view's catalogue data and first images are fetched on idle, before any
// click, so opening the modal asks the provider API for nothing. Observed in the sandbox API's
// request log; waits are on events (requests seen, the kit's prefetch promise), never on time.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WALLETCONNECT_IMAGE_ID } from '../../plugins/walletconnect/createWalletConnectConnector'
import { startConnectHarness, type ConnectHarness } from './connectHarness'

let h: ConnectHarness
beforeAll(async () => {
  h = await startConnectHarness()
}, 180_000)
afterAll(() => h?.close())

type Win = { __catalogue: { prefetch(): Promise<void>; getState(): { recommended: unknown[]; prefetchedImages: Record<string, string> } } }
const sel = (id: string) => `[data-testid="${id}"]`
const catalogueRequests = () => h.sandbox.api.requests.find(/^\/(getWallets|getWalletImage\/)/).map((r) => r.path)

/** Clicks connect and waits until the first view's rows have painted their images. */
async function openConnect(page: Page) {
  await page.click(sel('connect-button'))
  await page.waitForSelector(`${sel('wallet-list')} ${sel('wallet-selector-walletconnect')} img`)
  await page.waitForFunction(() => {
    const root = document.querySelector('airlock-modal')?.shadowRoot
    const rows = [...(root?.querySelectorAll('[data-testid="wallet-list"] button[data-testid^="wallet-selector-"]') ?? [])]
    return rows.length > 0 && rows.every((row) => row.querySelector('img[src]'))
  })
}

describe('first-view prefetch (browser)', () => {
  it('on idle, before any click, fetches the recommended page and the first images; the click then requests nothing', async () => {
    h.sandbox.api.requests.clear()
    const { page, close } = await h.open('?wallets=eip6963:1', { options: { modalPreload: 'idle' } })
    const scripts: string[] = []
    page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())))
    // Nobody clicked: the idle preload asked for the recommended wallets by itself.
    await expect.poll(() => catalogueRequests().filter((p) => p === '/getWallets').length, { timeout: 10_000 }).toBeGreaterThan(0)
    expect(await page.isVisible('airlock-modal [data-testid="w3m-modal-card"]')).toBe(false)
    // The same prefetch, memoized per kit: resolves once its images have loaded.
    await page.evaluate(() => (window as unknown as Win).__catalogue.prefetch())
    const state = await page.evaluate(() => (window as unknown as Win).__catalogue.getState())
    expect(state.recommended.length).toBeGreaterThan(0)
    // The WalletConnect logo (AppKit's image id) loads: the sandbox no longer answers it 404.
    expect(Object.keys(state.prefetchedImages)).toContain(WALLETCONNECT_IMAGE_ID)
    expect(catalogueRequests()).toContain(`/getWalletImage/${WALLETCONNECT_IMAGE_ID}`)
    // Connect's card is prerendered live (issue 32), All Wallets row included, yet nothing only an
    // open needs is fetched for it: not All Wallets' code nor its first page, even once idle.
    await page.waitForSelector(`airlock-modal ${sel('all-wallets')}`, { state: 'attached', timeout: 10_000 })
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done, { timeout: 3000 }), { timeout: 3000 })))
    expect(scripts.filter((url) => /\/AllWalletsView-[^/]*\.js$/.test(url))).toEqual([])
    expect(h.sandbox.api.requests.find('/getWallets').filter((r) => r.query.entries === '40')).toEqual([])

    h.sandbox.api.requests.clear()
    await openConnect(page)
    // Nothing the Connect view shows; only, once it is up, All Wallets' first page and the
    // list's own first logos (next test), never a logo prefetched before the click.
    const before = new Set(Object.keys(state.prefetchedImages))
    const afterClick = h.sandbox.api.requests
      .find(/^\/(getWallets|getWalletImage\/)/)
      .filter((r) => !(r.path === '/getWallets' && r.query.entries === '40'))
      .filter((r) => r.path === '/getWallets' || before.has(r.path.split('/').pop()!))
    expect(afterClick.map((r) => r.path)).toEqual([])
    await close()
  })

  it('once Connect shows its All Wallets row, the idle browser fetches that view\'s code, the first page and its first images; the click then requests none of them', async () => {
    const { page, close } = await h.open('?wallets=eip6963:1')
    const scripts: string[] = []
    page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())))
    const firstPage = () => h.sandbox.api.requests.find('/getWallets').filter((r) => r.query.page === '1' && r.query.entries === '40')
    h.sandbox.api.requests.clear()
    await openConnect(page)
    await page.waitForSelector(sel('all-wallets'))
    await expect.poll(() => firstPage().length, { timeout: 10_000 }).toBe(1)
    await expect.poll(() => scripts.some((url) => /\/AllWalletsView-[^/]*\.js$/.test(url)), { timeout: 10_000 }).toBe(true)
    // The first 20 logos (WLIST-03) as object URLs, so the list's first tiles do not load them again.
    const prefetched = () => page.evaluate(() => Object.keys((window as unknown as Win).__catalogue.getState().prefetchedImages))
    await expect.poll(async () => (await prefetched()).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(20)
    const warmImages = new Set(await prefetched())

    const scriptsBefore = scripts.length
    h.sandbox.api.requests.clear()
    await page.click(sel('all-wallets'))
    await page.waitForSelector(`${sel('w3m-all-wallets-list')} [data-testid^="wallet-selector-"] img[src]`)
    expect(firstPage()).toHaveLength(0)
    expect(scripts.slice(scriptsBefore)).toEqual([])
    const images = h.sandbox.api.requests.find(/^\/getWalletImage\//).map((r) => r.path.split('/').pop()!)
    expect(images.filter((id) => warmImages.has(id))).toEqual([])
    await close()
  })

  it("with modalPreload 'open' the catalogue is fetched when the modal opens, as before", async () => {
    const { page, close } = await h.open('?wallets=eip6963:1', { options: { modalPreload: 'open' } })
    await page.waitForSelector(sel('connect-button'))
    expect(await page.evaluate(() => (window as unknown as Win).__catalogue.getState().recommended)).toEqual([])
    h.sandbox.api.requests.clear()
    await openConnect(page)
    const paths = catalogueRequests()
    expect(paths).toContain('/getWallets')
    expect(paths).toContain(`/getWalletImage/${WALLETCONNECT_IMAGE_ID}`)
    await close()
  })

  // 'open' fetches the modal's code on the click: the card waits for its view instead of painting empty.
  it.each(['idle', 'open'] as const)('the card never paints empty (modalPreload %s): the first frame showing the card already shows the first connect option', async (modalPreload) => {
    const { page, close } = await h.open('?wallets=eip6963:1', { options: { modalPreload } })
    if (modalPreload === 'idle') await page.evaluate(() => (window as unknown as Win).__catalogue.prefetch())
    // Every frame from now on: the first one in which the card shows records what it holds.
    // rAF callbacks run right before the frame paints, after every task that changed the DOM.
    await page.evaluate(() => {
      const w = window as unknown as { __firstCardFrame?: { rows: number; text: string } }
      const tick = () => {
        const card = document.querySelector('airlock-modal')?.shadowRoot?.querySelector('[data-testid="w3m-modal-card"]')
        // Shown: the card may sit in the DOM hidden before the first open (prerendered); an
        // entrance that starts transparent would count as not shown yet.
        if (card?.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) {
          w.__firstCardFrame = { rows: card.querySelectorAll('[data-testid^="wallet-selector-"]').length, text: card.textContent ?? '' }
          return
        }
        requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    })
    await openConnect(page)
    const first = await page.evaluate(() => (window as unknown as { __firstCardFrame?: { rows: number; text: string } }).__firstCardFrame)
    expect(first).toBeDefined()
    expect(first!.rows).toBeGreaterThan(0)
    expect(first!.text).toContain('Connect Wallet')
    await close()
  })
})
