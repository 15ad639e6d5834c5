// Activity in a real browser: connect the EIP-6963 test wallet (devnet account 0, which has two
// months of seeded history), open the Account view's Activity tab and read the history grouped
// by month, scroll through three pages, switch to chain 137, send from the Send view and watch
// the pending row turn confirmed, and break the history route to see the failure path end in
// the sandbox's analytics sink.
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DemoAppBuild } from '../app/buildDemoApp'
import type { QuickstartDemo } from '../app/appkit-quickstart/startQuickstartDemo'
import { REMOTE_OFF_PROJECT_ID } from '../api/projects'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { ARTIFACTS_DIR } from './harness'
import { auditModal } from './testing/auditModal'
import { connectAndOpenAccount, openPage } from './testing/pageSession'
import { startPageDemo, type PageDemo } from './testing/startPageDemo'

const BASE = '/activity-e2e'
const HISTORY_ROUTE = '/v1/account/:address/history'
const ACCOUNT_0 = DEVNET_ACCOUNTS[0]!.address
const RECEIVER = DEVNET_ACCOUNTS[4]!.address

let pageDemo: PageDemo
let demo: QuickstartDemo
let browser: Browser
let build: DemoAppBuild

beforeAll(async () => {
  pageDemo = await startPageDemo({ entry: fileURLToPath(new URL('./activityPage.tsx', import.meta.url)), base: BASE, title: 'Activity test', configGlobal: '__ACTIVITY_E2E__' })
  ;({ demo, browser, build } = pageDemo)
  // Enough history on chain 1 for three pages of ten: ten more receipts for account 0, mined now.
  const chain = demo.sandbox.devnets.evm.chains[1]
  for (let i = 0; i < 10; i++) await chain.transfer({ from: DEVNET_ACCOUNTS[3]!.address, to: ACCOUNT_0, token: 'native', amount: '0.01' })
}, 180_000)

afterAll(() => pageDemo?.close())

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

async function openActivityPage(query: string) {
  const session = await openPage(browser, `${demo.demo.url}${BASE}/${query}`)
  // The history requests the page made so far.
  const historyUrls = () => session.requestedUrls.filter((u) => /\/v1\/account\/[^/]+\/history$/.test(u.pathname))
  return { ...session, historyUrls }
}

/** Connects wallet `n` of the announced ones and opens the Account view's Activity tab. */
async function openActivity(page: Page, n: 1 | 2) {
  await connectAndOpenAccount(page, n)
  await page.click(inModal('tab-activity'))
}

const rowIds = (page: Page) => page.$$eval(ROWS, (rows) => rows.map((r) => r.getAttribute('data-testid')!.slice('activity-item-'.length)))
const groupTitles = (page: Page) => page.$$eval('airlock-modal [data-testid="group-title"]', (titles) => titles.map((t) => t.textContent ?? ''))
const nextFrame = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))))

/** Scrolls the list to its end, page by page, collecting every row and month title it shows on the way. */
async function scrollThrough(page: Page) {
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
      // The loader line is in view, so the next page is on its way: wait until its rows pushed the
      // end further down (or the loader went, on the last page).
      await page.waitForFunction(
        () => {
          const list = document.querySelector('airlock-modal')!.shadowRoot!.querySelector<HTMLElement>('[data-testid="activity-list"]')!
          return !list.querySelector('[data-testid="activity-loading-more"]') || list.scrollTop + list.clientHeight < list.scrollHeight - 1
        },
        undefined,
        { timeout: 15_000 },
      )
    }
  }
  seen(ids, await rowIds(page))
  seen(titles, await groupTitles(page))
  return { ids, titles }
}

describe('Activity (browser)', () => {
  it('ACT-01 ACT-06 ACT-04 BYD-19 ACT-07 BYD-04 the tab shows the seeded history grouped by month without the spam transfer; scrolling loads pages 2 and 3 with no duplicates; after 1 → 137 only 137’s rows; the Transactions view; axe-clean in both themes', async () => {
    const truth = await routeHistory(ACCOUNT_0, 'eip155:1')
    expect(truth.pages.length).toBeGreaterThanOrEqual(3)
    expect(truth.spamIds).toHaveLength(1)
    const { context, page, errors, blocked, historyUrls } = await openActivityPage('?wallets=eip6963:2')
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

    const { ids, titles } = await scrollThrough(page)
    await page.screenshot({ path: `${ARTIFACTS_DIR}activity-03-scrolled.png` })
    const all = truth.pages.flatMap((p) => p.ids).filter((id) => !truth.spamIds.includes(id))
    expect(ids).toEqual(all)
    expect(ids).not.toContain(truth.spamIds[0])
    // Two months at least (the seed spans 62 days), newest first.
    expect(titles.length).toBeGreaterThanOrEqual(2)
    // Every page was asked once, each with the previous page's cursor.
    const cursors = historyUrls().filter((u) => u.searchParams.get('chainId') === 'eip155:1').map((u) => u.searchParams.get('cursor'))
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

    // AppKit's Activity button opens the full Transactions view ("Activity") with the same history.
    await page.click(inModal('w3m-account-default-activity-button'))
    await page.waitForSelector(inModal('w3m-transactions-view'), { timeout: 30_000 })
    await page.waitForSelector(`airlock-modal [data-testid="w3m-transactions-view"] [data-testid="activity-item-${polygonTruth.pages[0]!.ids[0]}"]`, { timeout: 30_000 })
    await expect.poll(() => page.textContent(inModal('w3m-header-text'))).toBe('Activity')
    await page.waitForTimeout(300) // view transition done, for the screenshot
    await page.screenshot({ path: `${ARTIFACTS_DIR}activity-04b-transactions-view.png` })
    expect(await auditModal(page)).toEqual([])

    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await context.close()
  }, 240_000)

  it('a send from the Send view shows a pending row in Activity at once, then confirmed, without a reload', async () => {
    const { context, page, errors } = await openActivityPage('?wallets=eip6963:2')
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
      const { context, page, errors } = await openActivityPage('?wallets=eip6963:2')
      await openActivity(page, 2)
      await page.waitForSelector(inModal('empty-account-state'), { timeout: 30_000 })
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

  it('ACT-02 with the activity flag off (remote config) there is no Activity tab, no history is asked and no activity chunk is fetched', async () => {
    const { context, page, errors, historyUrls, requested } = await openActivityPage(`?wallets=eip6963:1&project=${REMOTE_OFF_PROJECT_ID}`)
    await connectAndOpenAccount(page, 1)
    await page.waitForSelector(inModal('tab-nfts'))
    expect(await page.$(inModal('tab-activity'))).toBeNull()
    expect(await page.$(inModal('activity-list'))).toBeNull()
    expect(await page.$(inModal('w3m-account-default-activity-button'))).toBeNull()
    const chunks = ['plugins/activity/activate.ts', 'plugins/activity/views/ActivityTab.tsx', 'plugins/activity/views/TransactionsView.tsx']
      .map((source) => build.chunkOf(source))
      .filter((chunk): chunk is string => Boolean(chunk) && !build.firstBundle.includes(chunk!) && chunk !== build.entry)
    expect(chunks.length).toBeGreaterThan(0)
    for (const chunk of chunks) expect(requested).not.toContain(chunk)
    expect(historyUrls()).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  }, 180_000)
})
