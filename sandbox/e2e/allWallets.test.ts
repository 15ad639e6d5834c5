// The AllWallets view in headless Chromium on the sandbox catalogue (640 wallets): search,
// infinite scroll with a virtualized grid, installed badges. Screenshots: artifacts/all-wallets-*.png.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getCatalogue } from '../api'
import { startConnectHarness, type ConnectHarness } from './connectHarness'

let h: ConnectHarness
beforeAll(async () => {
  h = await startConnectHarness()
}, 180_000)
afterAll(() => h?.close())

type Win = { __catalogue: { getState(): { page: number; wallets: unknown[]; hasMore: boolean; loading: boolean } } }
const sel = (id: string) => `[data-testid="${id}"]`
const RAINBOW = getCatalogue().find((w) => w.name === 'Rainbow')!
const catalogueState = (page: Page) => page.evaluate(() => {
  const { page: p, wallets, loading } = (window as unknown as Win).__catalogue.getState()
  return { page: p, wallets: wallets.length, loading }
})
const tileCount = (page: Page) => page.locator('[data-testid^="wallet-selector-"], [data-testid^="wallet-search-item-"]').count()

async function openAllWallets(page: Page) {
  await page.click(sel('connect-button'))
  await page.waitForSelector(sel('all-wallets'))
  await page.click(sel('all-wallets'))
  await page.waitForSelector(sel('w3m-all-wallets-list'))
  await expect.poll(() => catalogueState(page).then((s) => s.page), { timeout: 15_000 }).toBe(1)
  await page.waitForSelector(`${sel('w3m-all-wallets-list')} [data-testid^="wallet-selector-"]`)
  await page.waitForTimeout(500) // the view transition and first images
}

describe('AllWallets view (browser)', () => {
  it('search "rainbow" shows the wallet once typing settles; an unknown name shows "No Wallet found"', async () => {
    const { page, close } = await h.open('?wallets=eip6963:2')
    await openAllWallets(page)
    await page.fill(sel('wui-input-text'), 'rainbow')
    await page.waitForSelector(sel(`wallet-search-item-${RAINBOW.id}`), { timeout: 15_000 })
    expect(await page.textContent(sel(`wallet-search-item-${RAINBOW.id}`))).toContain('Rainbow')
    await page.fill(sel('wui-input-text'), 'zzz-no-such-wallet')
    await page.waitForSelector(sel('no-wallet-found'))
    expect(await page.textContent(sel('no-wallet-found-text'))).toBe('No Wallet found')
    await page.fill(sel('wui-input-text'), '')
    await page.waitForSelector(sel('w3m-all-wallets-list'))
    await close()
  })

  it('scrolling loads page after page while the DOM keeps under 60 wallet tiles (virtualized)', async () => {
    const { page, close } = await h.open('')
    await openAllWallets(page)
    const list = page.locator(sel('w3m-all-wallets-list'))
    let maxTiles = await tileCount(page)
    for (let round = 0; round < 30 && (await catalogueState(page)).page < 5; round++) {
      await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
      await page.waitForTimeout(250)
      maxTiles = Math.max(maxTiles, await tileCount(page))
    }
    const state = await catalogueState(page)
    expect(state.page).toBeGreaterThanOrEqual(5)
    expect(state.wallets).toBeGreaterThanOrEqual(200)
    expect(maxTiles).toBeGreaterThan(8)
    expect(maxTiles).toBeLessThan(60)
    await close()
  })

  it('marks an announced wallet that is in the catalogue as installed, lists it first, and connects it directly', async () => {
    // The test wallet announces itself as Rainbow, with Rainbow's rdns, as the real extension would.
    const { page, close } = await h.open('?wallets=eip6963:1', { wallets: { eip6963: [{ name: 'Rainbow', rdns: 'me.rainbow' }], behaviour: { delayMs: 800 } } })
    await openAllWallets(page)
    const first = page.locator(`${sel('w3m-all-wallets-list')} [data-testid^="wallet-selector-"]`).first()
    expect(await first.getAttribute('data-testid')).toBe(`wallet-selector-${RAINBOW.id}`)
    expect(await first.getAttribute('data-installed')).toBe('true')
    expect(await page.locator(`${sel(`wallet-selector-${RAINBOW.id}`)} ${sel('wallet-installed-badge')}`).count()).toBe(1)
    await first.click()
    await page.waitForSelector(sel('w3m-connecting-external-view'))
    expect(await page.textContent(sel('w3m-connecting-widget-label'))).toBe('Continue in Rainbow')
    await page.waitForSelector(sel('w3m-modal-card'), { state: 'hidden', timeout: 15_000 })
    expect(await page.textContent(sel('account-button'))).toMatch(/0x/)
    await close()
  })

  for (const mode of ['light', 'dark'] as const) {
    it(`BYD-04 axe-core finds no serious or critical violations on AllWallets (${mode}); screenshot`, async () => {
      const { page, close } = await h.open('?wallets=eip6963:2', { options: { themeMode: mode } })
      await openAllWallets(page)
      await page.waitForTimeout(500)
      await h.screenshot(page, `all-wallets-${mode}`)
      expect(await h.audit(page)).toEqual([])
      await page.fill(sel('wui-input-text'), 'rain')
      await page.waitForSelector(sel(`wallet-search-item-${RAINBOW.id}`), { timeout: 15_000 })
      await page.waitForTimeout(400)
      await h.screenshot(page, `all-wallets-search-${mode}`)
      expect(await h.audit(page)).toEqual([])
      await close()
    })
  }
})
