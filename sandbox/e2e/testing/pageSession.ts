// The pieces every plugin browser test shares: Chromium's flags, a browser context on a test page
// that may reach loopback only (anything else is aborted and listed) with its requests and page
// errors recorded, a selector inside the modal, and the usual way into the Account view.
import type { Browser, BrowserContext, Page } from 'playwright-core'

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

export interface PageSession {
  context: BrowserContext
  page: Page
  /** Requests to other hosts, aborted. */
  blocked: string[]
  /** Path of every loopback request, in order. */
  requested: string[]
  /** Every loopback request's full URL, in order. */
  requestedUrls: URL[]
  /** Uncaught page errors. */
  errors: string[]
}

/** A fresh context (popups included) on `url`; every non-loopback request is aborted and recorded. */
export async function openPage(browser: Browser, url: string, options: { viewport?: { width: number; height: number } } = {}): Promise<PageSession> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1024, height: 900 } })
  const blocked: string[] = []
  const requested: string[] = []
  const requestedUrls: URL[] = []
  await context.route('**/*', (route) => {
    const target = new URL(route.request().url())
    if (target.hostname !== '127.0.0.1') {
      blocked.push(target.href)
      return route.abort('blockedbyclient')
    }
    requested.push(target.pathname)
    requestedUrls.push(target)
    return route.continue()
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(url)
  return { context, page, blocked, requested, requestedUrls, errors }
}

/** A selector inside the modal's shadow root. */
export const inModal = (testId: string) => `airlock-modal [data-testid="${testId}"]`

/** Connects announced test wallet `n` through the modal and closes it, leaving the account button. */
export async function connectTestWallet(page: Page, n: number) {
  await page.click('[data-testid="connect-button"]', { timeout: 60_000 })
  await page.click(`[data-testid="wallet-selector-dev.airlock.testwallet${n}"]`, { timeout: 30_000 })
  await page.waitForSelector('[data-testid="account-button"]', { timeout: 30_000 })
  await page.keyboard.press('Escape')
  await page.waitForSelector('[data-testid="w3m-modal-card"]', { state: 'hidden', timeout: 10_000 }).catch(() => undefined)
}

/** Connects test wallet `n` of the announced EIP-6963 ones and opens the Account view from the host's button. */
export async function connectAndOpenAccount(page: Page, n: 1 | 2) {
  await connectTestWallet(page, n)
  await page.click('[data-testid="account-button"]')
  await page.waitForSelector(inModal('w3m-account-view'), { timeout: 30_000 })
}
