// The demo app as `npm start` serves it, on a phone: 390×844 with touch and a mobile user agent
// (the kit's isMobile() reads both). One sandbox (API, EVM devnets, relay, secure site) and one
// Chromium for the file.
import type { BrowserContext, CDPSession, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDemoAppRoutes } from '../app/addDemoAppRoutes'
import { ARTIFACTS_DIR } from './harness'
import type { Sandbox } from '../testing/types'
import { auditModal } from './testing/auditModal'
import { loginByEmail } from './testing/emailLogin'
import { pressSecureButton } from './testing/secureFrame'
import { connectTestWallet, inModal, startPluginPageHost, type PluginPageHost } from './testing/pluginPageHost'
import { waitForModalAtRest } from './testing/waitForModalAtRest'

const PHONE = { width: 390, height: 844 }
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'
/** MetaMask's catalogue entry: its mobile_link is a universal link (https://metamask.app.link). */
const METAMASK = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
type Kit = { __AIRLOCK_KIT__: { setThemeMode(mode: 'light' | 'dark'): void } }

let host: PluginPageHost
beforeAll(async () => {
  host = await startPluginPageHost({ extend: (routes, s) => addDemoAppRoutes(routes, { endpoints: s.endpoints, networks: s.networks }) }, ['relay', 'secureSite'])
}, 180_000)
afterAll(() => host?.close())

/** A phone context (offline but for loopback) on the demo with the EIP-6963 test wallets. */
async function openPhone(query = ''): Promise<{ context: BrowserContext; page: Page }> {
  const context = await host.browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, userAgent: ANDROID_UA })
  await context.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort('blockedbyclient')))
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  // The first load waits for the demo app's build.
  await page.goto(`${host.demo.demo.url}/?wallets=eip6963:2,injected${query}`, { timeout: 180_000 })
  await page.waitForSelector('[data-testid="connect-button"]', { timeout: 60_000 })
  return { context, page }
}

/**
 * Every visible interactive element in the modal's shadow root under 44×44 CSS px, named by
 * test id (else its label or text) with its size. The sheet's handle is no control.
 */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('airlock-modal')!.shadowRoot!
    const selector = 'button, a, input, [role=button], [tabindex]'
    return [...root.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width < 44 || r.height < 44)
      .map(({ el, r }) => `${el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 24)} ${Math.round(r.width)}×${Math.round(r.height)}`)
  })

/**
 * Our own words cut off inside a control, or spilling out of it: a box in or around the label
 * that hides overflow and holds more than it shows, or text drawn past the control's edges. Data
 * (names, addresses: inside translate="no") may be cut on purpose.
 */
const clippedControls = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('airlock-modal')!.shadowRoot!
    const cut: string[] = []
    for (const control of root.querySelectorAll<HTMLElement>('button, a, [role=button], [role=tab]')) {
      if (control.getClientRects().length === 0 || control.closest('[translate="no"]')) continue
      const edge = control.getBoundingClientRect()
      // Each drawn line of text must sit inside the control (a screen-reader-only label is 1 px wide: not drawn).
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT)
      let spills: string | undefined
      for (let node = walker.nextNode(); node && !spills; node = walker.nextNode()) {
        if (!node.nodeValue?.trim() || (node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const ink = range.getBoundingClientRect()
        if (ink.left < edge.left - 1 || ink.right > edge.right + 1) spills = `${node.nodeValue.trim()} spills out (${Math.round(ink.width)} px in ${Math.round(edge.width)} px)`
      }
      if (spills) {
        cut.push(`${control.getAttribute('data-testid') ?? control.textContent?.trim().slice(0, 24)}: ${spills}`)
        continue
      }
      for (const box of [control, ...control.querySelectorAll<HTMLElement>('*')]) {
        if (box.closest('[translate="no"]')) continue
        const style = getComputedStyle(box)
        const hides = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis'
        if (hides && box.clientWidth > 1 && box.scrollWidth > box.clientWidth + 1) {
          cut.push(`${control.getAttribute('data-testid') ?? control.textContent?.trim().slice(0, 24)}: ${box.textContent?.trim().slice(0, 40)}`)
          break
        }
      }
    }
    return cut
  })

async function shootPhone(page: Page, name: string) {
  for (const mode of ['dark', 'light'] as const) {
    await page.evaluate((m) => (window as unknown as Kit).__AIRLOCK_KIT__.setThemeMode(m), mode)
    await expect.poll(() => page.locator(inModal('w3m-theme-root')).getAttribute('data-theme')).toBe(mode)
    await page.screenshot({ path: `${ARTIFACTS_DIR}phone-${name}-${mode}.png` })
    expect(await auditModal(page)).toEqual([])
  }
  await page.evaluate(() => (window as unknown as Kit).__AIRLOCK_KIT__.setThemeMode('dark'))
}

describe('phone (browser, demo app at 390×844 with touch)', () => {
  it('BYD-33 every control of Connect, All Wallets, the WalletConnect deep link, Account and Receive is at least 44×44', async () => {
    const { context, page } = await openPhone()
    await page.click('[data-testid="connect-button"]')
    await page.waitForSelector(inModal('w3m-connect-view'))
    await page.waitForSelector(inModal('social-selector-google'))
    await waitForModalAtRest(page)
    expect(await smallTargets(page)).toEqual([])
    await shootPhone(page, 'connect')

    await page.click(inModal('all-wallets'))
    await page.waitForSelector(inModal(`wallet-selector-${METAMASK}`))
    expect(await smallTargets(page)).toEqual([])

    await page.click(inModal(`wallet-selector-${METAMASK}`))
    await page.waitForSelector(inModal('w3m-connecting-wc-mobile-link'))
    expect(await smallTargets(page)).toEqual([])

    await page.keyboard.press('Escape')
    await page.waitForSelector(inModal('w3m-modal-card'), { state: 'hidden' })
    await connectTestWallet(page, 1)
    await page.click('[data-testid="account-button"]')
    await page.waitForSelector(inModal('wallet-features-receive-button'))
    await waitForModalAtRest(page)
    expect(await smallTargets(page)).toEqual([])
    await shootPhone(page, 'account')

    await page.click(inModal('wallet-features-receive-button'))
    await page.waitForSelector(inModal('receive-address-copy-button'))
    expect(await smallTargets(page)).toEqual([])
    await context.close()
  }, 240_000)

  for (const locale of ['de', 'en-XA'] as const) {
    it(`BYD-33 BYD-31 in ${locale} (long words): Connect and Account keep every control at least 44×44 and none of their words cut off`, async () => {
      const { context, page } = await openPhone(`&locale=${locale}`)
      // The button speaks the locale once its words have loaded.
      await expect.poll(() => page.textContent('[data-testid="connect-button"]'), { timeout: 15_000 }).not.toBe('Connect Wallet')
      await page.click('[data-testid="connect-button"]')
      await page.waitForSelector(inModal('w3m-connect-view'))
      await page.waitForSelector(inModal('social-selector-google'))
      await waitForModalAtRest(page)
      await page.screenshot({ path: `${ARTIFACTS_DIR}phone-${locale}-connect-dark.png` })
      expect(await smallTargets(page)).toEqual([])
      expect(await clippedControls(page)).toEqual([])

      await page.keyboard.press('Escape')
      await page.waitForSelector(inModal('w3m-modal-card'), { state: 'hidden' })
      await connectTestWallet(page, 1)
      await page.click('[data-testid="account-button"]')
      await page.waitForSelector(inModal('wallet-features-receive-button'))
      await waitForModalAtRest(page)
      await page.screenshot({ path: `${ARTIFACTS_DIR}phone-${locale}-account-dark.png` })
      expect(await smallTargets(page)).toEqual([])
      expect(await clippedControls(page)).toEqual([])
      await context.close()
    }, 240_000)
  }

  it('the sheet has a handle: a short drag snaps back, a drag past 30 % closes, a fling closes; no motion with reduced motion', async () => {
    const { context, page } = await openPhone()
    const touch = await context.newCDPSession(page)
    const card = page.locator(inModal('w3m-modal-card'))
    const open = async () => {
      await page.click('[data-testid="connect-button"]')
      await page.waitForSelector(inModal('w3m-connect-view'))
      await waitForModalAtRest(page)
    }
    await open()
    const handle = (await page.locator(inModal('w3m-sheet-handle')).boundingBox())!
    expect(handle.width).toBeGreaterThan(300)
    const height = (await card.boundingBox())!.height

    // Short: 60 px, released slowly. The card follows the finger, then springs back.
    const x = handle.x + handle.width / 2
    const y = handle.y + handle.height / 2
    await drag(touch, x, y, 60, 600)
    expect(await card.evaluate((el) => el.style.transition)).toContain('transform')
    await expect.poll(() => card.evaluate((el) => el.style.transform)).toBe('')
    expect(await page.locator(inModal('w3m-modal-card')).count()).toBe(1)

    // Under reduced motion the snap is instant.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await drag(touch, x, y, 60, 600)
    expect(await card.evaluate((el) => [el.style.transition, el.style.transform])).toEqual(['none', ''])
    await page.emulateMedia({ reducedMotion: 'no-preference' })

    // Past 30 % of the sheet's height, slowly: closes.
    await drag(touch, x, y, Math.ceil(height * 0.35), 800)
    await page.waitForSelector(inModal('w3m-modal-card'), { state: 'hidden' })

    // A fling: 50 px in 40 ms, from the header's title (the header is part of the grab zone).
    await open()
    const title = (await page.locator(inModal('w3m-header-text')).boundingBox())!
    await drag(touch, title.x + title.width / 2, title.y + title.height / 2, 50, 40)
    await page.waitForSelector(inModal('w3m-modal-card'), { state: 'hidden' })
    await context.close()
  }, 240_000)

  it('BYD-33 back from the wallet\'s deep link without a session: the view says so, Try again makes a fresh pairing, Copy link copies it', async () => {
    const { context, page } = await openPhone()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: host.demo.demo.url })
    // The wallet app cannot run here: its universal link opens a stand-in page on a new tab.
    await context.route('https://metamask.app.link/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Wallet</title><p>The wallet app</p>' }))
    await page.click('[data-testid="connect-button"]')
    await page.click(inModal('all-wallets'))
    await page.click(inModal(`wallet-selector-${METAMASK}`))
    const link = page.locator(inModal('w3m-connecting-wc-mobile-link'))
    const href = (await link.getAttribute('href'))!
    const uri = decodeURIComponent(new URL(href).searchParams.get('uri')!)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

    // Headless Chromium keeps every page visible (Playwright's design), so the page's visibility
    // is set by hand around a real trip to the wallet's tab and back (bringToFront).
    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((s) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s })
        document.dispatchEvent(new Event('visibilitychange'))
      }, state)
    const wallet = await context.newPage()
    await wallet.goto(href)
    await setVisibility('hidden')
    expect(await wallet.textContent('p')).toBe('The wallet app')
    await wallet.close()
    await page.bringToFront()
    await setVisibility('visible')

    await page.waitForSelector(inModal('w3m-connecting-wc-returned'))
    expect(await page.textContent(inModal('w3m-connecting-wc-returned'))).toContain('No connection yet')
    expect(await page.textContent(inModal('w3m-connecting-wc-returned'))).toContain('MetaMask did not connect. Try again, or copy the link into the wallet.')
    expect(await smallTargets(page)).toEqual([])
    await page.screenshot({ path: `${ARTIFACTS_DIR}phone-wc-returned-dark.png` })
    expect(await auditModal(page)).toEqual([])

    await page.click(inModal('wui-link-copy'))
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(uri)

    await page.click(inModal('w3m-connecting-widget-secondary-button'))
    await page.waitForSelector(inModal('w3m-connecting-wc-mobile-link'))
    await expect.poll(async () => decodeURIComponent(new URL((await link.getAttribute('href'))!).searchParams.get('uri') ?? '')).toMatch(/^wc:/)
    const fresh = decodeURIComponent(new URL((await link.getAttribute('href'))!).searchParams.get('uri')!)
    expect(fresh.split('@')[0]).not.toBe(uri.split('@')[0])
    await context.close()
  }, 240_000)

  it('BYD-33 the secure frame\'s Cancel and Confirm are at least 44 px tall in the phone sheet', async () => {
    const { context, page } = await openPhone()
    const mailbox = (host.demo.sandbox as unknown as Sandbox<'secureSite'>).urls.mailbox
    await loginByEmail(page, mailbox, 'phone@example.com')
    await page.click('[data-testid="grant-permissions-button"]')
    const frame = page.frameLocator('#w3m-iframe')
    await frame.locator('[data-testid="secure-confirm-button"][data-armed="true"]').waitFor({ timeout: 30_000 })
    for (const which of ['cancel', 'confirm']) {
      const box = (await frame.locator(`[data-testid="secure-${which}-button"]`).boundingBox())!
      expect(box.height, which).toBeGreaterThanOrEqual(44)
      expect(box.width, which).toBeGreaterThanOrEqual(44)
    }
    await page.screenshot({ path: `${ARTIFACTS_DIR}phone-secure-frame-dark.png` })
    await pressSecureButton(frame, 'cancel')
    await context.close()
  }, 240_000)

  it('the demo pages fit a phone: no horizontal overflow at 320 and 390 px; at 1280 the card keeps its look and <appkit-button> matches <AppKitButton/> when connected', async () => {
    const { context, page } = await openPhone()
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 })
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0)
    }
    await page.setViewportSize(PHONE)
    await page.screenshot({ path: `${ARTIFACTS_DIR}phone-demo-page.png` })
    await page.goto(`${host.demo.demo.url}/sandbox`)
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 })
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0)
    }
    await context.close()

    const desktop = await host.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const wide = await desktop.newPage()
    await wide.goto(`${host.demo.demo.url}/?wallets=eip6963:2,injected`, { timeout: 180_000 })
    await wide.waitForSelector('[data-testid="connect-button"]', { timeout: 60_000 })
    await wide.screenshot({ path: `${ARTIFACTS_DIR}desktop-demo-page.png` })
    await wide.click('[data-testid="connect-button"]')
    await wide.waitForSelector(inModal('social-selector-google'))
    await waitForModalAtRest(wide)
    // The desktop card keeps its look: 360 px wide, no handle.
    expect((await wide.locator(inModal('w3m-modal-card')).boundingBox())!.width).toBe(360)
    expect(await wide.locator(inModal('w3m-sheet-handle')).isVisible()).toBe(false)
    await shootDesktop(wide, 'connect')
    await wide.keyboard.press('Escape')
    await connectTestWallet(wide, 1)
    await wide.click('[data-testid="account-button"]')
    await wide.waitForSelector(inModal('wallet-features-receive-button'))
    await waitForModalAtRest(wide)
    await shootDesktop(wide, 'account')
    await wide.keyboard.press('Escape')

    // <appkit-button> beside the React <AppKitButton/>, connected: one look (avatar, font, size).
    await wide.evaluate(() => document.querySelector('airlock-button')!.parentElement!.append(document.createElement('appkit-button')))
    for (const mode of ['dark', 'light'] as const) {
      await wide.evaluate((m) => (window as unknown as Kit).__AIRLOCK_KIT__.setThemeMode(m), mode)
      await expect.poll(() => wide.evaluate(() => document.querySelector('appkit-button')?.shadowRoot?.querySelector('button')?.getAttribute('data-theme'))).toBe(mode)
      const [react, element] = await wide.evaluate(() =>
        [document.querySelector('airlock-button')!.shadowRoot!, document.querySelector('appkit-button')!.shadowRoot!].map((root) => {
          const button = root.querySelector('button')!
          const avatar = root.querySelector<HTMLElement>('img:not([hidden]), .avatar:not([hidden])')
          const b = getComputedStyle(button)
          const a = avatar ? getComputedStyle(avatar) : undefined
          return {
            text: root.querySelector('.label')!.textContent,
            button: [b.height, b.fontFamily, b.fontSize, b.fontWeight, b.borderRadius, b.gap, b.paddingInlineStart, b.backgroundColor, b.color],
            avatar: a ? [avatar!.tagName, avatar!.getAttribute('src'), a.width, a.height, a.borderRadius, a.backgroundImage] : null,
          }
        }),
      )
      expect(react!.avatar).not.toBeNull()
      expect(element).toEqual(react)
    }
    await wide.screenshot({ path: `${ARTIFACTS_DIR}desktop-buttons-light.png`, clip: { x: 0, y: 100, width: 1280, height: 200 } })
    await desktop.close()
  }, 240_000)
})

async function shootDesktop(page: Page, name: string) {
  for (const mode of ['dark', 'light'] as const) {
    await page.evaluate((m) => (window as unknown as Kit).__AIRLOCK_KIT__.setThemeMode(m), mode)
    await expect.poll(() => page.locator(inModal('w3m-theme-root')).getAttribute('data-theme')).toBe(mode)
    await page.screenshot({ path: `${ARTIFACTS_DIR}desktop-${name}-${mode}.png` })
  }
  await page.evaluate(() => (window as unknown as Kit).__AIRLOCK_KIT__.setThemeMode('dark'))
}

/**
 * A one-finger vertical drag by Chromium's own touch input (CDP), which the page receives as
 * pointer events: `dy` px down in 6 moves over `ms` milliseconds of event time.
 */
async function drag(touch: CDPSession, x: number, y: number, dy: number, ms: number) {
  const start = Date.now() / 1000
  const at = (i: number) => ({ touchPoints: [{ x, y: y + (dy * i) / 6, id: 1 }], timestamp: start + (ms / 1000) * (i / 6) })
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', ...at(0) })
  for (let i = 1; i <= 6; i++) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', ...at(i) })
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: start + ms / 1000 })
}
