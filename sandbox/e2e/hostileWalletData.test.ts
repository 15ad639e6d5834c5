// BYD-24 and issue 12 case 6 in a real browser, checked outside React: hostile wallet links (and
// the same texts as wallet image URLs) and 1 MB wallet names. A script that runs before the page (and before React) watches every
// element the page and the modal's shadow roots ever get and records each href / src / action
// attribute, and records window.open; so the test sees what reached the DOM, whatever React
// version would have rendered it (React 19 rewrites a `javascript:` href, React 18 only warns:
// the recorder would see either). Real views, the walletconnect plugin on the sandbox relay.
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startWalletConnectPageHarness, type WalletConnectPageHarness } from './walletconnectPageHarness'

let w: WalletConnectPageHarness
beforeAll(async () => {
  w = await startWalletConnectPageHarness()
}, 180_000)
afterEach(() => setFault(undefined))
afterAll(() => w?.close())

type Win = {
  __kit: { open(r?: object): Promise<void>; close(): Promise<void>; setThemeMode(m: string): void; getAddress(ns?: string): string | undefined }
  __links: string[]
  __opened: string[]
  __pwned?: boolean
}

/** Runs before any page script: records every URL-bearing attribute and window.open call. */
const RECORD_LINKS = `(() => {
  const links = (window.__links = [])
  const opened = (window.__opened = [])
  const ATTRS = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc']
  const record = (el) => { for (const a of ATTRS) { const v = el.getAttribute && el.getAttribute(a); if (v !== null && v !== undefined) links.push(el.tagName.toLowerCase() + ' ' + a + '=' + v) } }
  const watch = (root) => new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes') record(r.target)
      for (const n of r.addedNodes) if (n.nodeType === 1) { record(n); n.querySelectorAll('*').forEach(record) }
    }
  }).observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ATTRS })
  const attachShadow = Element.prototype.attachShadow
  Element.prototype.attachShadow = function (init) { const root = attachShadow.call(this, init); watch(root); return root }
  watch(document)
  window.open = (url) => { opened.push(String(url)); return null }
})()`

/** A phone, for the deep-link path: a stand-in user agent and coarse pointer (no phone runs here). */
const AS_PHONE = `(() => {
  Object.defineProperty(navigator, 'userAgent', { get: () => 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' })
  const matchMedia = window.matchMedia.bind(window)
  window.matchMedia = (q) => (q.replace(/\\s/g, '') === '(pointer:coarse)' ? { matches: true, media: q, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} } : matchMedia(q))
})()`

async function openWith(scripts: string[], wallets = 'eip6963:1') {
  const opened = await w.open({ options: { themeMode: 'dark' } }, { wallets })
  for (const script of scripts) await opened.page.addInitScript({ content: script })
  const navigations: string[] = []
  opened.page.on('framenavigated', (frame) => frame === opened.page.mainFrame() && navigations.push(frame.url()))
  await opened.page.reload()
  await opened.page.waitForFunction(() => Boolean((window as unknown as { __ready?: boolean }).__ready), undefined, { timeout: 30_000 })
  navigations.length = 0
  return { ...opened, navigations }
}

const recorded = (page: Page) => page.evaluate(() => ({ links: [...(window as unknown as Win).__links], opened: [...(window as unknown as Win).__opened] }))

/** A URL the kit may put in the DOM: https, http on loopback, a native app scheme, or an in-page image. */
const SAFE = /^(https:|http:\/\/(127\.0\.0\.1|localhost)[:/]|testwallet:|blob:http:\/\/127\.0\.0\.1|data:image\/|#|\/)/i
const unsafe = (entries: string[]) => entries.filter((entry) => !SAFE.test(entry.replace(/^\S+ \S+?=/, '')))

async function setFault(route: string | undefined, spec: Record<string, unknown> = {}) {
  const base = `${w.h.sandbox.urls.api}/__sandbox/faults`
  const res = route === undefined ? await fetch(base, { method: 'DELETE' }) : await fetch(base, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ route, ...spec }) })
  expect(res.status).toBe(200)
}

const HOSTILE_LINKS = [
  'javascript:alert(document.domain)',
  'JaVaScRiPt:alert(1)',
  'javascript://%0aalert(document.domain)//',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  '//evil.example/',
  '/relative/path',
  'http://evil.example/',
]
const LOGO = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#3b99fc"/></svg>')
// Every other wallet also carries the hostile text as its image URL.
const walletWith = (i: number, link: string) => ({ id: `hostile-${i}`, name: `Hostile ${i}`, image_url: i % 2 ? link : LOGO, desktop_link: link, webapp_link: link, mobile_link: link })

describe('BYD-24 hostile wallet links never reach the DOM (browser, recorded outside React)', () => {
  it('BYD-24 desktop: for each javascript:, data:, javascript://%0a… and other hostile form (as links and as image URLs), no link button, no such href or img src, no window.open, no navigation; a safe link is recorded, so the recorder works', async () => {
    const { page, close, console: messages, navigations } = await openWith([RECORD_LINKS])
    for (const [i, link] of HOSTILE_LINKS.entries()) {
      await page.evaluate((wallet) => (window as unknown as Win).__kit.open({ view: 'ConnectingWalletConnect', data: { wallet } }), walletWith(i, link))
      await page.locator('[data-testid="wui-qr-code"] svg').waitFor({ timeout: 30_000 })
      expect(await page.locator('[data-testid="w3m-connecting-wc-links"] a, [data-testid="w3m-connecting-wc-links"] button').count()).toBe(0)
      await page.evaluate(() => (window as unknown as Win).__kit.close())
    }
    // The control: a wallet with a native app link gets its buttons, and the recorder sees them.
    await page.evaluate((wallet) => (window as unknown as Win).__kit.open({ view: 'ConnectingWalletConnect', data: { wallet } }), {
      ...walletWith(99, 'testwallet://'),
      webapp_link: 'https://app.testwallet.example/',
    })
    await page.locator('[data-testid="w3m-connecting-wc-desktop-link"]').waitFor({ timeout: 30_000 })
    const { links, opened } = await recorded(page)
    expect(links.some((l) => l.startsWith('a href=testwallet://wc?uri=wc%3A'))).toBe(true)
    expect(unsafe(links)).toEqual([])
    // Images may be paths; a link never is one of the hostile texts (a path would navigate the dapp away).
    expect(links.filter((l) => /javascript|vbscript|data:text/i.test(l))).toEqual([])
    expect(links.filter((l) => / (href|action|formaction)=/.test(l) && /evil\.example|relative\/path/.test(l))).toEqual([])
    expect(opened).toEqual([])
    expect(navigations).toEqual([])
    expect(await page.evaluate(() => (window as unknown as Win).__pwned)).toBeUndefined()
    expect(messages.filter((m) => m.startsWith('pageerror'))).toEqual([])
    await close()
  }, 120_000)

  it('BYD-24 CNR-05 on a phone: a hostile mobile deep link is dropped (the QR code shows instead), nothing is opened or navigated to; a native deep link still renders', async () => {
    const { page, close, console: messages, navigations } = await openWith([AS_PHONE, RECORD_LINKS])
    for (const [i, link] of HOSTILE_LINKS.entries()) {
      await page.evaluate((wallet) => (window as unknown as Win).__kit.open({ view: 'ConnectingWalletConnect', data: { wallet } }), walletWith(i, link))
      await page.locator('[data-testid="wui-qr-code"] svg').waitFor({ timeout: 30_000 })
      expect(await page.locator('[data-testid="w3m-connecting-wc-mobile"]').count()).toBe(0)
      await page.evaluate(() => (window as unknown as Win).__kit.close())
    }
    await page.evaluate((wallet) => (window as unknown as Win).__kit.open({ view: 'ConnectingWalletConnect', data: { wallet } }), walletWith(99, 'testwallet://'))
    await page.locator('[data-testid="w3m-connecting-wc-mobile"]').waitFor({ timeout: 30_000 })
    await expect.poll(async () => (await recorded(page)).links.some((l) => l.startsWith('a href=testwallet://wc?uri=wc%3A')), { timeout: 30_000 }).toBe(true)
    const { links, opened } = await recorded(page)
    expect(unsafe(links)).toEqual([])
    expect(unsafe(opened)).toEqual([])
    expect(navigations).toEqual([])
    expect(messages.filter((m) => m.startsWith('pageerror'))).toEqual([])
    await close()
  }, 120_000)
})

/** Two EIP-6963 wallets with 1 MB names (one a single word, one words that wrap), signing with test wallet 1. */
const ANNOUNCE_HUGE_NAMES = `(() => {
  const MB = 1 << 20
  const word = 'W'.repeat(MB)
  const words = 'Hostile wallet name '.repeat(Math.ceil(MB / 20)).slice(0, MB)
  const icon = ${JSON.stringify(LOGO)}
  // Each its own provider object (the kit lists one wallet per provider), all signing with test wallet 1.
  const provider = () => ({
    request: (args) => window.__AIRLOCK_WALLETS__.eip6963[0].request(args),
    on: (event, listener) => window.__AIRLOCK_WALLETS__.eip6963[0].on(event, listener),
    removeListener: (event, listener) => window.__AIRLOCK_WALLETS__.eip6963[0].removeListener(event, listener),
  })
  const wallets = [
    { info: { uuid: '00000000-0000-4000-8000-000000000001', name: word, icon, rdns: 'example.hostile.word' }, provider: provider() },
    { info: { uuid: '00000000-0000-4000-8000-000000000002', name: words, icon, rdns: 'example.hostile.words' }, provider: provider() },
  ]
  const announce = () => wallets.forEach((detail) => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze(detail) })))
  window.addEventListener('eip6963:requestProvider', announce)
})()`

/** Where the modal's layout broke: the card wider than 360 px or taller than the window, a part outside the card, a sideways-scrolling page. */
const layoutProblems = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('airlock-modal')!.shadowRoot!
    const card = root.querySelector('[data-testid="w3m-modal-card"]')!.getBoundingClientRect()
    const problems: string[] = []
    if (card.width > 361) problems.push(`card width ${card.width}`)
    if (card.height > window.innerHeight) problems.push(`card height ${card.height}`)
    // In a scrolling list a row may sit below the fold; anywhere else a part must be inside the card.
    const scrolls = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) if (/auto|scroll/.test(getComputedStyle(p).overflowY) && p.scrollHeight > p.clientHeight) return true
      return false
    }
    for (const el of root.querySelectorAll('[data-testid="w3m-modal-card"] [data-testid]')) {
      const r = el.getBoundingClientRect()
      const id = el.getAttribute('data-testid')
      if (r.width && (r.left < card.left - 1 || r.right > card.right + 1)) problems.push(`${id} spans ${r.left}..${r.right} in ${card.left}..${card.right}`)
      if (r.height && r.bottom > card.bottom + 1 && !scrolls(el)) problems.push(`${id} ends at ${r.bottom}, below the card (${card.bottom})`)
    }
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push(`page ${document.documentElement.scrollWidth} px wide`)
    return problems
  })

async function shootBothThemes(page: Page, name: string) {
  const problems: string[] = []
  await page.mouse.move(1, 1)
  for (const mode of ['dark', 'light'] as const) {
    await page.evaluate((m) => (window as unknown as Win).__kit.setThemeMode(m), mode)
    await page.waitForTimeout(300) // the theme transition, for the picture
    await w.h.screenshot(page, `${name}-${mode}`)
    problems.push(...(await w.audit(page)).map((p) => `${mode}: ${p}`))
  }
  return problems
}

describe('BYD-24 1 MB wallet names keep the layout (browser)', () => {
  it('BYD-24 EIP-6963 wallets announcing 1 MB names and a catalogue with a 1 MB and a 256-character name: Connect, All Wallets, connecting and Account keep the 360 px card; the names render as text', async () => {
    const MAX_NAME = 'Long name '.repeat(26).slice(0, 256) // the longest name the catalogue schema keeps
    // In-process: a 1 MB answer is over the HTTP fault endpoint's body limit.
    w.h.sandbox.api.faults.set('/getWallets', {
      status: 200,
      body: { count: 2, data: [{ id: 'huge-name', name: 'H'.repeat(1 << 20), image_url: LOGO }, { id: 'long-name', name: MAX_NAME, image_url: LOGO }] },
    })
    const { page, close, console: messages } = await openWith([ANNOUNCE_HUGE_NAMES])
    await page.click('[data-testid="connect-button"]')
    await page.locator('[data-testid="wallet-selector-example.hostile.words"]').waitFor({ timeout: 30_000 })
    await page.locator('[data-testid="wallet-selector-example.hostile.word"]').waitFor()
    expect(await shootBothThemes(page, 'hostile-names-connect')).toEqual([])
    expect(await layoutProblems(page)).toEqual([])

    // All Wallets: the catalogue's 1 MB entry is dropped at the boundary, the 256-character one is kept.
    await page.click('[data-testid="all-wallets"]')
    await page.locator('[data-testid="wallet-selector-long-name"]').waitFor({ timeout: 30_000 })
    expect(await page.locator('[data-testid="wallet-selector-huge-name"]').count()).toBe(0)
    await page.waitForTimeout(300) // the view transition, so the measure sees the resting layout
    expect(await layoutProblems(page)).toEqual([])
    await w.h.screenshot(page, 'hostile-names-all-wallets')
    await page.click('[data-testid="header-back"]')

    // Connecting with the 1 MB wallet: its name is the view's title and its text. The wallet
    // takes a moment to answer, so the connecting view can be measured.
    await page.evaluate(() => (window as unknown as { __AIRLOCK_WALLETS__: { eip6963: { script(b: object): void }[] } }).__AIRLOCK_WALLETS__.eip6963[0]!.script({ delayMs: 2000 }))
    await page.click('[data-testid="wallet-selector-example.hostile.words"]')
    await page.locator('[data-testid="w3m-connecting-external-view"]').waitFor({ timeout: 30_000 })
    await page.waitForTimeout(300) // the view transition
    expect(await layoutProblems(page)).toEqual([])
    // "Continue in {name}" stays within two lines: the view needs no scrolling to reach its buttons.
    const label = await page.evaluate(() => {
      const root = document.querySelector('airlock-modal')!.shadowRoot!
      const el = root.querySelector('[data-testid="w3m-connecting-widget-label"]')!
      const view = root.querySelector('[data-testid="w3m-router-view"]')!
      return { lines: el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight), overflow: view.scrollHeight - view.clientHeight }
    })
    expect(label.lines).toBeLessThanOrEqual(2.05)
    expect(label.overflow).toBeLessThanOrEqual(1)
    await w.h.screenshot(page, 'hostile-names-connecting')
    await expect.poll(async () => ((await page.evaluate(() => (window as unknown as Win).__kit.getAddress('eip155'))) ?? '').length, { timeout: 30_000 }).toBe(42)
    await page.click('[data-testid="account-button"]')
    await page.locator('[data-testid="w3m-account-view"]').waitFor({ timeout: 30_000 })
    expect(await shootBothThemes(page, 'hostile-names-account')).toEqual([])
    expect(await layoutProblems(page)).toEqual([])
    expect(messages.filter((m) => m.startsWith('pageerror'))).toEqual([])
    await close()
  }, 180_000)
})
