// A browser context on a test page that may reach loopback only (anything else is aborted and
// listed), with its requests and page errors recorded; and the usual way into the Account view.
import type { Browser, Page } from 'playwright-core'

export interface PageSession {
  context: Awaited<ReturnType<Browser['newContext']>>
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

export async function openPage(browser: Browser, url: string): Promise<PageSession> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 900 } })
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

/** Connects test wallet `n` of the announced EIP-6963 ones and opens the Account view from the host's button. */
export async function connectAndOpenAccount(page: Page, n: 1 | 2) {
  await page.click('[data-testid="connect-button"]', { timeout: 60_000 })
  await page.click(`[data-testid="wallet-selector-dev.airlock.testwallet${n}"]`, { timeout: 30_000 })
  await page.waitForSelector('[data-testid="account-button"]', { timeout: 30_000 })
  await page.keyboard.press('Escape')
  await page.waitForSelector('[data-testid="w3m-modal-card"]', { state: 'detached', timeout: 10_000 }).catch(() => undefined)
  await page.click('[data-testid="account-button"]')
  await page.waitForSelector('airlock-modal [data-testid="w3m-account-view"]', { timeout: 30_000 })
}
