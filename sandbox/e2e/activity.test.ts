// Activity in a real browser: connect the EIP-6963 test wallet (devnet account 0, which has two
// months of seeded history), open the Account view's Activity tab and read the history grouped
// by month, scroll through three pages, switch to chain 137, send from the Send view and watch
// the pending row turn confirmed, and break the history route to see the failure path end in
// the sandbox's analytics sink.
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildDemoApp, type DemoAppBuild } from '../app/buildDemoApp'
import { startQuickstartDemo, type QuickstartDemo } from '../app/appkit-quickstart/startQuickstartDemo'
import { REMOTE_OFF_PROJECT_ID } from '../api/projects'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { ARTIFACTS_DIR } from './harness'
import { auditModal } from './testing/auditModal'

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
const JS = 'text/javascript; charset=utf-8'
const BASE = '/activity-e2e'
const HISTORY_ROUTE = '/v1/account/:address/history'
const ACCOUNT_0 = DEVNET_ACCOUNTS[0]!.address
const RECEIVER = DEVNET_ACCOUNTS[4]!.address

let demo: QuickstartDemo
let browser: Browser
let build: DemoAppBuild

beforeAll(async () => {
  build = await buildDemoApp({ entry: fileURLToPath(new URL('./activityPage.tsx', import.meta.url)), minify: true, base: BASE })
  ;[demo, browser] = await Promise.all([
    startQuickstartDemo({
      extend(routes, sandbox) {
        for (const [path, text] of build.files) routes.set(path, { contentType: JS, body: () => text })
        routes.set(`${BASE}/config.js`, {
          contentType: JS,
          body: () => `window.__ACTIVITY_E2E__ = ${JSON.stringify({ endpoints: sandbox.endpoints, networks: sandbox.networks })};\n`,
        })
        routes.set(`${BASE}/`, {
          contentType: 'text/html; charset=utf-8',
          body: () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>Activity test</title>
<script src="/sandbox-config.js"></script><script src="${BASE}/config.js"></script><script src="/wallets.js"></script>
<script type="module" src="${BASE}/app.js"></script></head>
<body><main><h1>Host page</h1><div id="root"></div></main></body></html>
`,
        })
      },
    }),
    chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }),
  ])
  // Enough history on chain 1 for three pages of ten: ten more receipts for account 0, mined now.
  const chain = demo.sandbox.devnets.evm.chains[1]
  for (let i = 0; i < 10; i++) await chain.transfer({ from: DEVNET_ACCOUNTS[3]!.address, to: ACCOUNT_0, token: 'native', amount: '0.01' })
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await demo?.close()
})

const inModal = (testId: string) => `airlock-modal [data-testid="${testId}"]`
const ROWS = 'airlock-modal [data-testid^="activity-item-"]:not([data-testid^="activity-item-badge"]):not([data-testid^="activity-item-t"]):not([data-testid^="activity-item-a"]):not([data-testid^="activity-item-s"])'
const setTheme = (page: Page, mode: 'light' | 'dark') =>
  page.evaluate((m) => (window as unknown as { __kit: { setThemeMode(m: string): void } }).__kit.setThemeMode(m), mode)

interface RouteHistory {
  pages: { ids: string[]; next: string | null }[]
  spamIds: string[]
}

/** The history route's pages for an address and chain: the ground truth the list must match. */
async function routeHistory(address: string, chainId: string): Promise<RouteHistory> {
  const pages: RouteHistory['pages'] = []
  const spamIds: string[] = []
  let cursor: string | undefined
  do {
    const url = new URL(`/v1/account/${address}/history`, demo.sandbox.api.url)
    url.search = new URLSearchParams({ chainId, projectId: 'airlock-activity-e2e', ...(cursor ? { cursor } : {}) }).toString()
    const body = (await (await fetch(url)).json()) as { data: { id: string; transfers: { nft_info?: { flags: { is_spam: boolean } } }[] }[]; next: string | null }
    pages.push({ ids: body.data.map((t) => t.id), next: body.next })
    for (const t of body.data) if (t.transfers.length > 0 && t.transfers.every((x) => x.nft_info?.flags.is_spam)) spamIds.push(t.id)
    cursor = body.next ?? undefined
  } while (cursor)
  return { pages, spamIds }
}

async function openPage(query: string) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 900 } })
  const blocked: string[] = []
  const historyUrls: string[] = []
  const requested: string[] = []
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url())
    if (url.hostname !== '127.0.0.1') {
      blocked.push(url.href)
      return route.abort('blockedbyclient')
    }
    requested.push(url.pathname)
    if (/\/v1\/account\/[^/]+\/history$/.test(url.pathname)) historyUrls.push(url.href)
    return route.continue()
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${demo.demo.url}${BASE}/${query}`)
  return { context, page, blocked, errors, historyUrls, requested }
}

/** Connects wallet `n` of the announced ones and opens the Account view's Activity tab. */
async function openActivity(page: Page, n: 1 | 2) {
  await page.click('[data-testid="connect-button"]', { timeout: 60_000 })
  await page.click(`[data-testid="wallet-selector-dev.airlock.testwallet${n}"]`, { timeout: 30_000 })
  await page.waitForSelector('[data-testid="account-button"]', { timeout: 30_000 })
  await page.keyboard.press('Escape')
  await page.waitForSelector('[data-testid="w3m-modal-card"]', { state: 'detached', timeout: 10_000 }).catch(() => undefined)
  await page.click('[data-testid="account-button"]')
  await page.waitForSelector(inModal('w3m-account-view'), { timeout: 30_000 })
  await page.click(inModal('tab-activity'))
}

const rowIds = (page: Page) => page.$$eval(ROWS, (rows) => rows.map((r) => r.getAttribute('data-testid')!.slice('activity-item-'.length)))
const groupTitles = (page: Page) => page.$$eval('airlock-modal [data-testid="group-title"]', (titles) => titles.map((t) => t.textContent ?? ''))
const nextFrame = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))))

/** Scrolls the list to its end, page by page, collecting every row and month title it shows on the way. */
async function scrollThrough(page: Page, historyUrls: string[]) {
  const ids: string[] = []
  const titles: string[] = []
  const seen = (list: string[], more: string[]) => more.forEach((x) => list.includes(x) || list.push(x))
  for (let step = 0; step < 200; step++) {
    seen(ids, await rowIds(page))
    seen(titles, await groupTitles(page))
    const { atEnd, loader } = await page.evaluate(() => {
      const list = document.querySelector('airlock-modal')!.shadowRoot!.querySelector<HTMLElement>('[data-testid="activity-list"]')!
      list.scrollTop += 160
      return {
        atEnd: list.scrollTop + list.clientHeight >= list.scrollHeight - 1,
        loader: Boolean(list.querySelector('[data-testid="activity-loading-more"]')),
      }
    })
    await nextFrame(page)
    if (atEnd && !loader) break
    if (atEnd && loader) {
      // The loader line is in view: the next page is on its way; wait for its rows.
      const before = historyUrls.length
      await expect.poll(() => historyUrls.length, { timeout: 15_000 }).toBeGreaterThan(before - 1)
      await page.waitForFunction(
        () => !document.querySelector('airlock-modal')!.shadowRoot!.querySelector('[data-testid="activity-list"][aria-busy="true"]'),
        undefined,
        { timeout: 15_000 },
      )
    }
  }
  return { ids, titles }
}

describe('Activity (browser)', () => {
  it('ACT-01 ACT-06 the tab shows the seeded history grouped by month without the spam transfer; ACT-04 BYD-19 scrolling loads pages 2 and 3 with no duplicates; ACT-07 after 1 → 137 only 137’s rows; BYD-04 axe-clean in both themes', async () => {
    const truth = await routeHistory(ACCOUNT_0, 'eip155:1')
    expect(truth.pages.length).toBeGreaterThanOrEqual(3)
    expect(truth.spamIds).toHaveLength(1)
    const { context, page, errors, blocked, historyUrls } = await openPage('?wallets=eip6963:2')
    await openActivity(page, 1)
    await page.waitForSelector(inModal('group-title'), { timeout: 30_000 })
    expect((await groupTitles(page))[0]).toBe('This month')
    const firstIds = await rowIds(page)
    expect(firstIds[0]).toBe(truth.pages[0]!.ids[0])
    await setTheme(page, 'light')
    await page.waitForSelector(inModal('wui-snackbar-message'), { state: 'detached', timeout: 10_000 }).catch(() => undefined)
    await page.waitForTimeout(300) // tab and row entry animations done, for the screenshot
    await page.screenshot({ path: `${ARTIFACTS_DIR}activity-01-light.png` })
    expect(await auditModal(page)).toEqual([])
    await setTheme(page, 'dark')
    await nextFrame(page)
    await page.screenshot({ path: `${ARTIFACTS_DIR}activity-02-dark.png` })
    expect(await auditModal(page)).toEqual([])
    await setTheme(page, 'light')

    const { ids, titles } = await scrollThrough(page, historyUrls)
    await page.screenshot({ path: `${ARTIFACTS_DIR}activity-03-scrolled.png` })
    const all = truth.pages.flatMap((p) => p.ids).filter((id) => !truth.spamIds.includes(id))
    expect(ids).toEqual(all)
    expect(ids).not.toContain(truth.spamIds[0])
    // Two months at least (the seed spans 62 days), newest first.
    expect(titles.length).toBeGreaterThanOrEqual(2)
    // Every page was asked once, each with the previous page's cursor.
    const cursors = historyUrls.map((u) => new URL(u)).filter((u) => u.searchParams.get('chainId') === 'eip155:1').map((u) => u.searchParams.get('cursor'))
    expect(cursors.filter((c) => c !== null)).toEqual(truth.pages.slice(0, -1).map((p) => p.next))

    // Switch to 137: the list restarts with that chain's history only.
    const polygonTruth = await routeHistory(ACCOUNT_0, 'eip155:137')
    await page.evaluate(async () => {
      const w = window as unknown as { __kit: { switchNetwork(n: unknown): Promise<void> }; __ACTIVITY_E2E__: { networks: { id: number }[] } }
      await w.__kit.switchNetwork(w.__ACTIVITY_E2E__.networks.find((n) => n.id === 137))
    })
    await page.waitForSelector(`airlock-modal [data-testid="activity-item-${polygonTruth.pages[0]!.ids[0]}"]`, { timeout: 30_000 })
    const polygonIds = await rowIds(page)
    expect(polygonIds.length).toBeGreaterThan(0)
    for (const id of polygonIds) expect(polygonTruth.pages.flatMap((p) => p.ids)).toContain(id)
    for (const id of polygonIds) expect(all).not.toContain(id)
    await page.screenshot({ path: `${ARTIFACTS_DIR}activity-04-polygon.png` })

    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await context.close()
  }, 240_000)

  it('a send from the Send view shows a pending row in Activity at once, then confirmed, without a reload', async () => {
    const { context, page, errors } = await openPage('?wallets=eip6963:2')
    await openActivity(page, 1)
    await page.waitForSelector(inModal('group-title'), { timeout: 30_000 })
    await page.click(inModal('wallet-features-send-button'))
    await page.waitForSelector(inModal('w3m-wallet-send-view'), { timeout: 30_000 })
    await expect.poll(() => page.textContent(inModal('w3m-send-select-token-button')), { timeout: 30_000 }).toContain('ETH')
    await page.fill(inModal('w3m-send-amount-input'), '0.02')
    await page.fill(inModal('w3m-send-receiver-input'), RECEIVER)
    await expect.poll(() => page.textContent(inModal('w3m-send-preview-button'))).toBe('Preview Send')
    await page.click(inModal('w3m-send-preview-button'))
    await page.waitForSelector(inModal('w3m-wallet-send-preview-view'), { timeout: 30_000 })
    // The history lags the chain by four seconds (as an indexer does), so the pending row is seen.
    demo.sandbox.api.faults.set(HISTORY_ROUTE, { latencyMs: 4_000 })
    await page.click(inModal('w3m-send-button'))
    await page.waitForSelector(inModal('w3m-account-view'), { timeout: 60_000 })
    await page.click(inModal('tab-activity'))
    const pending = await page.waitForSelector('airlock-modal [data-status="pending"]', { timeout: 10_000 })
    const testId = (await pending.getAttribute('data-testid'))!
    expect(await pending.textContent()).toContain('0.02 ETH')
    await page.screenshot({ path: `${ARTIFACTS_DIR}activity-05-pending.png` })
    demo.sandbox.api.faults.clear()
    await page.waitForSelector(`airlock-modal [data-testid="${testId}"][data-status="confirmed"]`, { timeout: 30_000 })
    expect(await page.textContent(`airlock-modal [data-testid="${testId}"] [data-testid="activity-item-title"]`)).toBe('Sent')
    await page.screenshot({ path: `${ARTIFACTS_DIR}activity-06-confirmed.png` })
    expect(errors).toEqual([])
    await context.close()
  }, 180_000)

  it('ACT-08 ACT-09 ACT-10 TEL-04 the history route fails: the snack, the empty list (both themes, axe-clean) and ERROR_FETCH_TRANSACTIONS in the analytics sink', async () => {
    demo.sandbox.api.analytics.clear()
    demo.sandbox.api.faults.set(HISTORY_ROUTE, { status: 500 })
    try {
      const { context, page, errors } = await openPage('?wallets=eip6963:2')
      await openActivity(page, 2)
      await page.waitForSelector(inModal('empty-activity-state'), { timeout: 30_000 })
      await expect.poll(() => page.textContent(inModal('wui-snackbar-message')), { timeout: 10_000 }).toBe('Failed to fetch transactions')
      await expect
        .poll(() => demo.sandbox.api.analytics.events().some((e) => JSON.stringify(e.body).includes('ERROR_FETCH_TRANSACTIONS')), { timeout: 30_000 })
        .toBe(true)
      await page.waitForSelector(inModal('wui-snackbar-message'), { state: 'detached', timeout: 10_000 }).catch(() => undefined)
      await page.screenshot({ path: `${ARTIFACTS_DIR}activity-07-failed-light.png` })
      expect(await auditModal(page)).toEqual([])
      await setTheme(page, 'dark')
      await nextFrame(page)
      await page.screenshot({ path: `${ARTIFACTS_DIR}activity-08-failed-dark.png` })
      expect(await auditModal(page)).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    } finally {
      demo.sandbox.api.faults.clear()
    }
  }, 180_000)

  it('ACT-02 with the activity flag off (remote config) the tab keeps the shell’s placeholder, no history is asked and no activity chunk is fetched', async () => {
    const { context, page, errors, historyUrls, requested } = await openPage(`?wallets=eip6963:1&project=${REMOTE_OFF_PROJECT_ID}`)
    await openActivity(page, 1)
    await page.waitForSelector(inModal('empty-activity-state'), { timeout: 30_000 })
    expect(await page.$(inModal('activity-list'))).toBeNull()
    expect(await page.$(inModal('w3m-account-default-activity-button'))).toBeNull()
    const chunks = ['plugins/activity/activate.ts', 'plugins/activity/views/ActivityTab.tsx', 'plugins/activity/views/TransactionsView.tsx']
      .map((source) => build.chunkOf(source))
      .filter((chunk): chunk is string => Boolean(chunk) && !build.firstBundle.includes(chunk!) && chunk !== build.entry)
    expect(chunks.length).toBeGreaterThan(0)
    for (const chunk of chunks) expect(requested).not.toContain(chunk)
    expect(historyUrls).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  }, 180_000)
})
