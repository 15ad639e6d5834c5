// BYD-32 in a real browser: the Next.js App Router quick-start (sandbox/app/nextjs-quickstart),
// built once with `next build` and served by `next start`, with and without the wagmi adapter.
// After a connect, a reload shows the restored account from the server HTML on: no frame ever
// says "Connect Wallet", the button keeps its box through hydration, and React reports no
// hydration mismatch.
import { chromium, type Browser, type Page } from 'playwright-core'
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
  shown: boolean
  label: string | null
  box: { width: number; height: number } | null
  connectWallet: boolean
}

// Installed before the document parses: one record per animation frame (each precedes a paint),
// and every layout shift the page reports.
function recordFrames() {
  const w = window as unknown as { __frames: Frame[]; __shifts: number[] }
  w.__frames = []
  w.__shifts = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__shifts.push((entry as unknown as { value: number }).value)
  }).observe({ type: 'layout-shift', buffered: true })
  const record = () => {
    const hosts = [...document.querySelectorAll('airlock-button')]
    const first = document.querySelector('[data-testid="buttons"] airlock-button')
    const rect = first?.getBoundingClientRect()
    w.__frames.push({
      phase: document.readyState,
      shadow: Boolean(first?.shadowRoot),
      shown: Boolean(first),
      label: first?.shadowRoot?.querySelector('.label')?.textContent ?? null,
      box: rect ? { width: rect.width, height: rect.height } : null,
      connectWallet: hosts.some((h) => h.shadowRoot?.textContent?.includes('Connect Wallet')) || Boolean(document.body?.textContent?.includes('Connect Wallet')),
    })
    if (w.__frames.length < 600) requestAnimationFrame(record)
  }
  requestAnimationFrame(record)
}

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

async function reloadWithoutFlash(path: string, extra: (page: Page) => Promise<void> = async () => {}) {
  const { page, context, errors } = await openPage(browser, `${next.url}${path}?wallets=eip6963:1`)
  const hydration = watchConsole(page)
  // Connect as a visitor does: the kit's button, then the test wallet in the modal.
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

  // The server's HTML for this visitor already holds the account.
  const html = await (await page.request.get(`${next.url}${path}?wallets=eip6963:1`)).text()
  expect(html).toContain(shortAddress)
  expect(html).toContain('shadowrootmode="open"')
  expect(html).not.toContain('Connect Wallet')

  await page.addInitScript(recordFrames)
  await page.reload()
  await expect.poll(() => text(page, 'hook-status'), { timeout: 60_000 }).toBe('connected')
  await extra(page)
  await page.screenshot({ path: `${ARTIFACTS_DIR}nextjs${path.replaceAll('/', '-')}-reloaded.png` })
  const { frames, shifts } = await page.evaluate(() => {
    const w = window as unknown as { __frames: Frame[]; __shifts: number[] }
    return { frames: w.__frames, shifts: w.__shifts }
  })
  const shown = frames.filter((f) => f.shown)
  expect(shown.length).toBeGreaterThan(0)
  // Every frame, the first painted one included, shows the restored account at one size.
  expect(frames.filter((f) => f.connectWallet)).toEqual([])
  expect(new Set(shown.map((f) => f.label)), JSON.stringify(frames.slice(0, 12))).toEqual(new Set([shortAddress]))
  expect(new Set(shown.map((f) => JSON.stringify(f.box))).size).toBe(1)
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
})
