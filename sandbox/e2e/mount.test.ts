import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startE2eHarness, type E2eHarness } from './harness'

let h: E2eHarness<'api'>
beforeAll(async () => {
  h = await startE2eHarness()
}, 120_000)
afterAll(() => h?.close())

const card = '[data-testid="w3m-modal-card"]'
type Win = { __kit: { open(r?: object): Promise<void>; close(): Promise<void> }; __router: { push(v: string): void; goBack(): void } }

describe('modal mount (browser)', () => {
  it('MNT-01 appends <airlock-modal> to the body on open; the modal code is not requested before', async () => {
    const { page, close } = await h.openPage({ options: { modalPreload: 'open' } })
    const modalChunk = h.build.chunkOf('ui-shell/modal/mountModal.tsx')!
    const styledChunk = h.build.chunkOf('node_modules/styled-components/dist/styled-components.browser.esm.js')
    expect(modalChunk).toBeTruthy()
    // The host's first bundle holds neither the modal nor styled-components nor the router.
    const first = h.build.firstBundle.flatMap((path) => h.build.inputsOf(path))
    expect(first.filter((input) => /styled-components|@tanstack|ui-shell\/modal\/(mountModal|ModalCard)|ui-shell\/router\/(ViewRoute|ViewRouter|createViewRouter)/.test(input))).toEqual([])
    await page.waitForSelector('[data-testid="connect-button"]')
    await page.waitForTimeout(300)
    expect(h.requests.some((r) => r.startsWith(modalChunk))).toBe(false)
    if (styledChunk) expect(h.requests.some((r) => r.startsWith(styledChunk))).toBe(false)
    expect(await page.evaluate(() => document.querySelector('airlock-modal'))).toBeNull()

    await page.click('[data-testid="connect-button"]')
    await page.waitForSelector(card)
    expect(h.requests.some((r) => r.startsWith(modalChunk))).toBe(true)
    expect(await page.evaluate(() => document.querySelector('airlock-modal')?.parentElement === document.body)).toBe(true)
    expect(await page.evaluate(() => Boolean(document.querySelector('airlock-modal')?.shadowRoot))).toBe(true)
    await page.waitForSelector('[data-testid="test-connect-view"]')
    await h.screenshot(page, 'mnt-01-open-dark')
    expect(h.blocked, h.blocked.join(', ')).toEqual([])
    await close()
  })

  it('MNT-02 appends nothing with disableAppend: the modal renders where the host put <AppKitModal/>', async () => {
    const { page, close } = await h.openPage({ options: { disableAppend: true } })
    await page.evaluate(() => (window as unknown as Win).__kit.open())
    await page.waitForSelector(card)
    expect(await page.evaluate(() => [...document.body.children].some((el) => el.tagName === 'AIRLOCK-MODAL'))).toBe(false)
    expect(await page.evaluate(() => Boolean(document.querySelector('#modal-slot > airlock-modal')?.shadowRoot))).toBe(true)
    await close()
  })

  it('MNT-03 appends nothing with enableEmbedded: the card shows inline in the host layout', async () => {
    const { page, close } = await h.openPage({ options: { enableEmbedded: true } })
    await page.waitForSelector(card)
    await page.waitForSelector('[data-testid="test-connect-view"]')
    expect(await page.evaluate(() => [...document.body.children].some((el) => el.tagName === 'AIRLOCK-MODAL'))).toBe(false)
    expect(await page.locator('[data-testid="w3m-modal-overlay"]').count()).toBe(0)
    await h.screenshot(page, 'mnt-03-embedded')
    await close()
  })

  it('downloads the modal on idle after load when modalPreload is idle (the default), before any open', async () => {
    const modalChunk = h.build.chunkOf('ui-shell/modal/mountModal.tsx')!
    const before = h.requests.filter((r) => r.startsWith(modalChunk)).length
    const { page, close } = await h.openPage()
    await expect.poll(() => h.requests.filter((r) => r.startsWith(modalChunk)).length, { timeout: 10_000 }).toBeGreaterThan(before)
    // The view the modal would open on comes with it, so a click does not wait for it.
    const connectChunk = h.build.chunkOf('ui-shell/testing/TestConnectView.tsx')!
    await expect.poll(() => h.requests.some((r) => r.startsWith(connectChunk)), { timeout: 10_000 }).toBe(true)
    // Then the modal is mounted with its card prerendered hidden (issue 13): the first open reveals it.
    await page.waitForSelector('airlock-modal [data-testid="test-connect-view"]', { state: 'attached', timeout: 10_000 })
    expect(await page.isVisible('airlock-modal [data-testid="w3m-modal-card"]')).toBe(false)
    expect(await page.evaluate(() => (window as unknown as { __kit: { getState(): { open: boolean } } }).__kit.getState().open)).toBe(false)
    // Connect's card is prerendered live (issue 32): laid out already, so the open only paints it,
    // yet unseen, untouchable and unfocused: the page under the overlay gets the click.
    const button = (await page.locator('[data-testid="connect-button"]').boundingBox())!
    const hiddenCard = await page.evaluate((button) => {
      const root = document.querySelector('airlock-modal')!.shadowRoot!
      return {
        height: root.querySelector('[data-testid="w3m-modal-card"]')!.getBoundingClientRect().height,
        visibility: getComputedStyle(root.querySelector('[data-testid="w3m-modal-card"]')!).visibility,
        atButton: document.elementFromPoint(button.x + button.width / 2, button.y + button.height / 2)?.tagName,
        focusInModal: root.activeElement !== null,
      }
    }, button)
    expect(hiddenCard.height).toBeGreaterThan(100)
    expect(hiddenCard.visibility).toBe('hidden')
    expect(hiddenCard.atButton).not.toBe('AIRLOCK-MODAL')
    expect(hiddenCard.focusInModal).toBe(false)
    await page.click('[data-testid="connect-button"]')
    await page.waitForSelector('airlock-modal [data-testid="test-connect-view"]')
    await close()
  })
})

describe('open before startup (browser)', () => {
  it('a modal opened while the remote config is still loading shows its first view once the views register', async () => {
    // Outside basic mode the kit registers views after the remote config answers: hold it back.
    h.sandbox.api.faults.set('/appkit/v1/config', { latencyMs: 700 })
    try {
      const { page, close } = await h.openPage({ options: { basic: false } })
      await page.evaluate(() => (window as unknown as Win).__kit.open())
      await page.waitForSelector('[data-testid="test-connect-view"]', { timeout: 10_000 })
      await close()
    } finally {
      h.sandbox.api.faults.clear('/appkit/v1/config')
    }
  })
})

describe('navigation (browser)', () => {
  it('NAV-01 opening and moving between views never changes the page URL, the history or the scroll position', async () => {
    const { page, close } = await h.openPage({}, { viewport: { width: 1024, height: 600 } })
    // A tall, scrolled host page: a router that reset the window scroll would show here.
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px'
      window.scrollTo(0, 500)
    })
    const before = await page.evaluate(() => ({ href: location.href, length: history.length, scrollY: window.scrollY }))
    await page.evaluate(() => (window as unknown as Win).__kit.open())
    await page.waitForSelector('[data-testid="test-connect-view"]')
    await page.click('[data-testid="test-go-networks"]')
    await page.waitForSelector('[data-testid="test-networks-view"]')
    expect(await page.textContent('[data-testid="w3m-header-text"]')).toBe('Choose Network')
    await h.screenshot(page, 'nav-01-networks')
    await page.click('[data-testid="header-back"]')
    await page.waitForSelector('[data-testid="test-connect-view"]')
    expect(await page.textContent('[data-testid="w3m-header-text"]')).toBe('Connect Wallet')
    await page.keyboard.press('Escape')
    await page.waitForSelector('[data-testid="w3m-modal-card"]', { state: 'hidden' })
    const after = await page.evaluate(() => ({ href: location.href, length: history.length, scrollY: window.scrollY }))
    expect(after).toEqual(before)
    await close()
  })

  it('gives focus back to the opener after Escape', async () => {
    const { page, close } = await h.openPage()
    await page.focus('[data-testid="connect-button"]')
    await page.keyboard.press('Enter')
    await page.waitForSelector('[data-testid="test-connect-view"]')
    await page.keyboard.press('Escape')
    await page.waitForSelector('[data-testid="w3m-modal-card"]', { state: 'hidden' })
    const focused = await page.evaluate(() => {
      let el = document.activeElement
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement
      return el?.getAttribute('data-testid')
    })
    expect(focused).toBe('connect-button')
    await close()
  })
})
