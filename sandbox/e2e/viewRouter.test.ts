// The view router in Chromium (issue 11): TanStack Router on a memory history must leave the
// host page alone even where TanStack would act on the window: it resets the window scroll after
// navigations, and lazyRouteComponent reloads the page when a module fails to fetch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startE2eHarness, type E2eHarness } from './harness'

let h: E2eHarness<'api'>
beforeAll(async () => {
  h = await startE2eHarness()
}, 120_000)
afterAll(() => h?.close())

type Win = { __kit: { open(): Promise<void> }; __loadedOnce?: boolean }

describe('view router (browser)', () => {
  it('NAV-01 a view chunk that fails to fetch shows the error view; the host page is not reloaded, scrolled or navigated', async () => {
    // Served as HTML, the module fails the MIME check: Chromium's "Failed to fetch dynamically imported module".
    const networksChunk = h.build.chunkOf('ui-shell/testing/TestNetworksView.tsx')!
    expect(networksChunk).toBeTruthy()
    h.serve(networksChunk, { contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>gone</title>' })

    const { page, close } = await h.openPage({}, { viewport: { width: 1024, height: 600 } })
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px'
      window.scrollTo(0, 500)
      ;(window as unknown as Win).__loadedOnce = true
    })
    const state = () =>
      page.evaluate(() => ({
        href: location.href,
        length: history.length,
        scrollY: window.scrollY,
        restoration: history.scrollRestoration,
        reloadMarks: Object.keys(sessionStorage).filter((key) => key.startsWith('tanstack_router_reload')),
      }))
    const before = await state()
    expect(before).toMatchObject({ scrollY: 500, restoration: 'auto', reloadMarks: [] })

    await page.evaluate(() => (window as unknown as Win).__kit.open())
    await page.waitForSelector('[data-testid="test-connect-view"]')
    await page.click('[data-testid="test-go-networks"]')
    await page.waitForSelector('[data-testid="w3m-router-view"][data-view="Networks"] [data-testid="w3m-view-error"]')
    expect(await page.textContent('[data-testid="w3m-header-text"]')).toBe('Choose Network')
    await h.screenshot(page, 'view-router-chunk-error')

    await page.click('[data-testid="header-back"]')
    await page.waitForSelector('[data-testid="test-connect-view"]')
    await page.keyboard.press('Escape')
    await page.waitForSelector('[data-testid="w3m-modal-card"]', { state: 'hidden' })

    expect(await page.evaluate(() => (window as unknown as Win).__loadedOnce)).toBe(true)
    expect(await state()).toEqual(before)
    await close()
  })
})
