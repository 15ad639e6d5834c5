// BYD-32 in a real browser: the Next.js App Router quick-start (sandbox/app/nextjs-quickstart),
// built once with `next build` and served by `next start`, with and without the wagmi adapter.
// After a connect, a reload shows the restored account from the server HTML on: no frame ever
// says "Connect Wallet", the button keeps its box through hydration, and React reports no
// hydration mismatch.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startQuickstartDemo, type QuickstartDemo } from '../app/appkit-quickstart/startQuickstartDemo'
import { buildNextQuickstart, startNextQuickstart, type NextQuickstart } from '../app/nextjs-quickstart/startNextQuickstart'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { ARTIFACTS_DIR } from './harness'
import { CHROMIUM_ARGS, openPage } from './testing/pageSession'

const WALLET = 'dev.airlock.testwallet1'
const address = DEVNET_ACCOUNTS[0]!.address
const shortAddress = `${address.slice(0, 4)}...${address.slice(-6)}`

let demo: QuickstartDemo
let next: NextQuickstart
let browser: Browser

beforeAll(async () => {
  ;[demo, browser] = await Promise.all([
    startQuickstartDemo(),
    chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }),
    buildNextQuickstart(),
  ])
  next = await startNextQuickstart({ demoUrl: demo.demo.url, endpoints: demo.sandbox.endpoints })
}, 600_000)

afterAll(async () => {
  await browser?.close()
  await next?.close()
  await demo?.close()
})

interface Frame {
  /** document.readyState when the frame was drawn. */
  phase: string
  shadow: boolean
  /** Whether the element is defined (the <appkit-*> elements are not until the kit's script ran). */
  defined: boolean
  shown: boolean
  /** The button's text: its shadow root's label, or an undefined element's placeholder text. */
  label: string | null
  box: { x: number; y: number; width: number; height: number } | null
  /** Every button of the row (the network button too), as `x,y,width,height`. */
  row: string[]
  connectWallet: boolean
}

// Installed before the document parses: one record per animation frame (each precedes a paint)
// of the first `selector` inside the buttons row, and every layout shift the page reports.
function recordFrames(selector: string) {
  const w = window as unknown as { __frames: Frame[]; __shifts: number[] }
  w.__frames = []
  w.__shifts = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__shifts.push((entry as unknown as { value: number }).value)
  }).observe({ type: 'layout-shift', buffered: true })
  const placeholderText = (el: Element) => {
    const content = getComputedStyle(el, '::after').content
    return content.startsWith('"') ? (JSON.parse(content) as string) : null
  }
  const record = () => {
    const hosts = [...document.querySelectorAll(selector)]
    const first = document.querySelector(`[data-testid="buttons"] ${selector}`)
    const rect = first?.getBoundingClientRect()
    w.__frames.push({
      phase: document.readyState,
      shadow: Boolean(first?.shadowRoot),
      defined: Boolean(first?.matches(':defined')),
      shown: Boolean(first),
      label: first ? (first.shadowRoot ? (first.shadowRoot.querySelector('.label')?.textContent ?? null) : placeholderText(first)) : null,
      box: rect ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height } : null,
      row: [...document.querySelectorAll('[data-testid="buttons"] > *')].map((el) => {
        const r = el.getBoundingClientRect()
        return `${r.x},${r.y},${r.width},${r.height}`
      }),
      connectWallet: hosts.some((h) => h.shadowRoot?.textContent?.includes('Connect Wallet')) || Boolean(document.body?.innerText?.includes('Connect Wallet')),
    })
    if (w.__frames.length < 600) requestAnimationFrame(record)
  }
  requestAnimationFrame(record)
}

/** Whether a frame's button box has an area, so something of it can be on screen. */
const hasArea = (f: Frame) => f.box !== null && f.box.width > 0 && f.box.height > 0

/**
 * The frames from the first one that paints the button on. Before it, while the document is
 * still parsing, the button may be absent or its declarative shadow root only half parsed: a box
 * of no area (a slow CI run caught the shadow root's empty `.root` span, 0 × 18 px, between two
 * streamed chunks). Nothing of it is painted then, and nothing it would push has been parsed.
 */
function paintedFrames(frames: Frame[]): Frame[] {
  const first = frames.findIndex((f) => f.shown && hasArea(f))
  const before = frames.slice(0, Math.max(first, 0))
  expect(before.every((f) => f.phase === 'loading' && !hasArea(f)), JSON.stringify(before)).toBe(true)
  return first < 0 ? [] : frames.slice(first)
}

async function recordedFrames(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { __frames: Frame[]; __shifts: number[] }
    return { frames: w.__frames, shifts: w.__shifts }
  })
}

const withoutStyles = (html: string) => html.replace(/<style[^>]*>[^<]*<\/style>/g, '')
const text = (page: Page, testId: string) => page.textContent(`[data-testid="${testId}"]`)

/** Console output React or Next print for a hydration mismatch (dev words and production codes). */
function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return
    const body = message.text()
    if (/hydrat|did not match|Minified React error #(418|419|421|422|423|425)/i.test(body)) problems.push(body)
  })
  return problems
}

/** Connects as a visitor does (the kit's button, then the test wallet in the modal) and checks the cookie. */
async function connectAndCheckCookie(page: Page, context: BrowserContext) {
  await page.click('[data-testid="buttons"] [data-testid="connect-button"]', { timeout: 60_000 })
  await page.click(`[data-testid="wallet-selector-${WALLET}"]`, { timeout: 30_000 })
  await expect.poll(() => text(page, 'hook-address'), { timeout: 30_000 }).toBe(address)
  await page.keyboard.press('Escape')

  // The cookie: restore keys only (nothing secret), Lax, the whole site, a month.
  const cookie = (await context.cookies()).find((c) => c.name === 'airlock.store')
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false })
  expect(cookie!.expires * 1000).toBeGreaterThan(Date.now() + 29 * 86_400_000)
  const stored = Object.keys(JSON.parse(decodeURIComponent(cookie!.value)) as object)
  expect(stored.every((key) => /^(connection_status|connected_namespaces|active_namespace|(connector_id|active_network|account):eip155)$/.test(key))).toBe(true)
}

async function reloadWithoutFlash(path: string, extra: (page: Page) => Promise<void> = async () => {}) {
  const { page, context, errors } = await openPage(browser, `${next.url}${path}?wallets=eip6963:1`)
  const hydration = watchConsole(page)
  await connectAndCheckCookie(page, context)

  // The server's HTML for this visitor already holds the account.
  const html = await (await page.request.get(`${next.url}${path}?wallets=eip6963:1`)).text()
  expect(html).toContain(shortAddress)
  expect(html).toContain('shadowrootmode="open"')
  // The placeholders' stylesheet names every element's label (a connect button's too); the markup does not.
  expect(withoutStyles(html)).not.toContain('Connect Wallet')

  await page.addInitScript(recordFrames, 'airlock-button')
  await page.reload()
  await expect.poll(() => text(page, 'hook-status'), { timeout: 60_000 }).toBe('connected')
  await extra(page)
  await page.screenshot({ path: `${ARTIFACTS_DIR}nextjs${path.replaceAll('/', '-')}-reloaded.png` })
  const { frames, shifts } = await recordedFrames(page)
  const shown = paintedFrames(frames)
  expect(shown.length).toBeGreaterThan(0)
  // Every frame, the first painted one included, shows the restored account at one size.
  expect(frames.filter((f) => f.connectWallet)).toEqual([])
  expect(new Set(shown.map((f) => f.label)), JSON.stringify(frames.slice(0, 12))).toEqual(new Set([shortAddress]))
  expect(new Set(shown.map((f) => JSON.stringify(f.box))).size).toBe(1)
  expect(new Set(shown.map((f) => f.row.join(' '))).size, JSON.stringify(shown.map((f) => f.row))).toBe(1)
  expect(shifts.reduce((a, b) => a + b, 0)).toBe(0)
  expect(hydration).toEqual([])
  expect(errors).toEqual([])
  await context.close()
}

describe('Next.js App Router quick-start (browser)', () => {
  it('BYD-32 without wagmi: after a connect, a reload paints the restored account from the first frame, with no layout shift and no hydration warning', async () => {
    await reloadWithoutFlash('/')
  }, 240_000)

  it("BYD-32 with the wagmi adapter: the kit's hooks and wagmi's useAccount show the same account from the server HTML on", async () => {
    await reloadWithoutFlash('/wagmi', async (page) => {
      expect(await text(page, 'wagmi-address')).toBe(address)
    })
  }, 240_000)

  it("<appkit-button> in a server-rendered page (AppKit's snippet) paints at its final size from the first frame, disconnected and connected", async () => {
    const { page, context, errors } = await openPage(browser, `${next.url}/elements?wallets=eip6963:1`)
    const hydration = watchConsole(page)
    await page.addInitScript(recordFrames, 'appkit-button')
    /** Reloads and checks every frame: the placeholder, then the defined element, one box and one label. */
    const reloadAndCheck = async (label: string, status: string) => {
      await page.reload()
      await expect.poll(() => text(page, 'hook-status'), { timeout: 60_000 }).toBe(status)
      await page.waitForFunction(() => document.querySelector('[data-testid="buttons"] appkit-button')?.shadowRoot?.querySelector('.label')?.textContent, undefined, { timeout: 30_000 })
      await page.screenshot({ path: `${ARTIFACTS_DIR}nextjs-elements-${status}-reloaded.png` })
      const { frames, shifts } = await recordedFrames(page)
      const shown = paintedFrames(frames)
      const sample = JSON.stringify(shown.slice(0, 8))
      // Painted before the kit's script defined the element: the placeholder was on screen.
      expect(shown[0]?.defined, sample).toBe(false)
      expect(shown.at(-1)?.defined, sample).toBe(true)
      const final = shown.at(-1)!.box
      expect(final!.width).toBeGreaterThan(60)
      for (const frame of shown) expect(frame.box, sample).toEqual(final)
      // <appkit-network-button> beside it keeps its box too.
      for (const frame of shown) expect(frame.row, sample).toEqual(shown.at(-1)!.row)
      expect(new Set(shown.map((f) => f.label)), sample).toEqual(new Set([label]))
      expect(shifts.reduce((a, b) => a + b, 0)).toBe(0)
    }
    await reloadAndCheck('Connect Wallet', 'disconnected')
    await connectAndCheckCookie(page, context)
    // The server's HTML for this visitor carries the account's placeholder (its own request only).
    const html = await (await page.request.get(`${next.url}/elements?wallets=eip6963:1`)).text()
    expect(html).toContain(`content: "${shortAddress}"`)
    const anonymous = await (await fetch(`${next.url}/elements`)).text()
    expect(anonymous).not.toContain(shortAddress)
    await reloadAndCheck(shortAddress, 'connected')
    expect(hydration).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  }, 240_000)
})
