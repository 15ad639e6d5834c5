// BYD-16 in a real browser: AppKit's html quick-start (a plain page, no React in its code) with
// only its imports changed, against the sandbox with the EIP-6963 test wallet; the legacy
// <w3m-button> name; and <appkit-modal> in embedded mode.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startQuickstartDemo, type QuickstartDemo } from '../app/appkit-quickstart/startQuickstartDemo'
import { addHtmlQuickstartRoutes, buildHtmlQuickstartPage, HTML_QUICKSTART_PAGES } from '../app/quickstart-html/addHtmlQuickstartRoutes'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { ARTIFACTS_DIR } from './harness'
import { auditModal } from './testing/auditModal'

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
const WALLET = 'dev.airlock.testwallet1'
const ADDRESS = DEVNET_ACCOUNTS[0]!.address
const CARD = '[data-testid="w3m-modal-card"]'
const WALLET_OPTION = `[data-testid="wallet-selector-${WALLET}"]`

let demo: QuickstartDemo
let browser: Browser

beforeAll(async () => {
  ;[demo, browser] = await Promise.all([
    startQuickstartDemo({ extend: (routes, sandbox) => addHtmlQuickstartRoutes(routes, { endpoints: sandbox.endpoints }) }),
    chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }),
  ])
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await demo?.close()
})

interface OpenedPage {
  page: Page
  context: BrowserContext
  /** Requests to anything but 127.0.0.1, aborted. */
  blocked: string[]
  /** Uncaught errors and console errors. */
  errors: string[]
  /** Every URL path the page requested, in order. */
  requested: string[]
}

async function openPage(path: string): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 900 } })
  const blocked: string[] = []
  const requested: string[] = []
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url())
    requested.push(url.pathname)
    if (url.hostname === '127.0.0.1') return route.continue()
    blocked.push(url.href)
    return route.abort('blockedbyclient')
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('favicon')) errors.push(message.text())
  })
  await page.goto(`${demo.demo.url}${path}?wallets=eip6963:1`)
  return { page, context, blocked, errors, requested }
}

const accountState = async (page: Page) => JSON.parse((await page.textContent('#account-state')) || '{}') as { address?: string; isConnected?: boolean }
const shot = (page: Page, name: string) => page.screenshot({ path: `${ARTIFACTS_DIR}quickstart-html-${name}.png` })
/** Escape closes the modal; waits until the card is gone. */
async function closeModal(page: Page) {
  await page.keyboard.press('Escape')
  await page.waitForSelector(CARD, { state: 'hidden' })
}

describe('AppKit html quick-start on Airlock (browser)', () => {
  it('BYD-16 the page with no React code opens the modal from <appkit-button> and from open(), connects the EIP-6963 wallet and shows the account button with the address', async () => {
    const { page, context, blocked, errors, requested } = await openPage('/quickstart-html')
    const build = await buildHtmlQuickstartPage(HTML_QUICKSTART_PAGES[0])
    // The page's own first load: the entry and its static imports, none holding the modal or React.
    await page.waitForSelector('appkit-button [data-testid="connect-button"]', { timeout: 60_000 })
    // Nothing shown before a click (the modal may already be mounted hidden by the idle preload).
    expect(await page.isVisible(CARD)).toBe(false)
    const firstLoad = requested.filter((path) => build.firstBundle.includes(path))
    expect(firstLoad).toContain(build.entry)
    expect(build.firstBundle).not.toContain(build.chunkOf('ui-shell/modal/mountModal.tsx'))

    // 1. <appkit-button> opens Connect.
    await page.click('appkit-button [data-testid="connect-button"]')
    await page.waitForSelector(WALLET_OPTION, { timeout: 30_000 })
    expect(await page.textContent('[data-testid="w3m-header-text"]')).toBe('Connect Wallet')
    expect(await page.evaluate(() => document.querySelector('airlock-modal')?.parentElement === document.body)).toBe(true)
    await page.waitForTimeout(300) // entry animation done, for the screenshot
    await shot(page, 'connect-dark')
    expect(await auditModal(page)).toEqual([])
    await closeModal(page)

    // 2. The page's own button calls open(); in the light theme this time (setThemeMode).
    await page.click('#toggle-theme')
    await page.click('#open-connect-modal')
    await page.waitForSelector(WALLET_OPTION, { timeout: 30_000 })
    await page.waitForTimeout(300)
    await shot(page, 'connect-light')
    expect(await auditModal(page)).toEqual([])

    // 3. Connect: subscribeAccount reports the address and <appkit-button> becomes the account button.
    await page.click(WALLET_OPTION)
    await expect.poll(async () => (await accountState(page)).address, { timeout: 30_000 }).toBe(ADDRESS)
    expect((await accountState(page)).isConnected).toBe(true)
    if (await page.$(CARD)) await closeModal(page)
    const accountButton = 'appkit-button [data-testid="account-button"]'
    await page.waitForSelector(accountButton)
    expect(await page.textContent(accountButton)).toContain(`${ADDRESS.slice(0, 4)}...${ADDRESS.slice(-6)}`)
    expect(await page.textContent('#network-state')).toContain('"chainId": 1')
    await shot(page, 'connected-light')

    // 4. open({ view: 'Networks' }) from the page's other button.
    await page.click('#open-network-modal')
    await page.waitForSelector(`${CARD} >> text=Polygon`, { timeout: 30_000 })
    expect(await page.textContent('[data-testid="w3m-header-text"]')).toBe('Choose Network')
    await closeModal(page)

    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await context.close()
  }, 180_000)

  it('BYD-16 the legacy <w3m-button> in the page connects and shows the account, like <appkit-button>', async () => {
    const { page, context, blocked, errors } = await openPage('/quickstart-html')
    await page.waitForSelector('appkit-button [data-testid="connect-button"]', { timeout: 60_000 })
    // A host's older markup: AppKit's w3m-* names.
    await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<w3m-button></w3m-button><w3m-network-button></w3m-network-button>'))
    await page.click('w3m-button [data-testid="connect-button"]')
    await page.click(WALLET_OPTION, { timeout: 30_000 })
    await expect.poll(async () => (await accountState(page)).address, { timeout: 30_000 }).toBe(ADDRESS)
    if (await page.$(CARD)) await closeModal(page)
    await page.waitForSelector('w3m-button [data-testid="account-button"]')
    expect(await page.textContent('w3m-button [data-testid="account-button"]')).toContain(ADDRESS.slice(-6))
    expect(await page.textContent('w3m-network-button [data-testid="wui-network-button"]')).toBe('Ethereum')

    await page.click('#disconnect')
    await page.waitForSelector('w3m-button [data-testid="connect-button"]')
    expect((await accountState(page)).isConnected).toBe(false)
    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await context.close()
  }, 180_000)

  it('BYD-16 <appkit-modal> with enableEmbedded shows the Connect view inline, connects from there and then shows Account (RTR-15)', async () => {
    const { page, context, blocked, errors } = await openPage('/quickstart-html/embedded')
    const inline = `appkit-modal ${CARD}`
    await page.waitForSelector(`appkit-modal ${WALLET_OPTION}`, { timeout: 60_000 })
    expect(await page.textContent('appkit-modal [data-testid="w3m-header-text"]')).toBe('Connect Wallet')
    // Inline in the page's layout: no overlay, nothing appended to the body, not a dialog.
    expect(await page.locator('[data-testid="w3m-modal-overlay"]').count()).toBe(0)
    expect(await page.evaluate(() => [...document.body.children].some((el) => el.tagName === 'AIRLOCK-MODAL'))).toBe(false)
    expect(await page.getAttribute(inline, 'aria-modal')).toBeNull()
    const box = (await page.locator(inline).boundingBox())!
    expect(box.y).toBeGreaterThan(100) // below the page's heading, where the markup put it
    await page.waitForTimeout(300)
    await shot(page, 'embedded-dark')
    expect(await auditModal(page, 'appkit-modal')).toEqual([])

    await page.click(`appkit-modal ${WALLET_OPTION}`)
    await page.waitForSelector('appkit-button [data-testid="account-button"]', { timeout: 30_000 })
    // Connected, the inline modal moves on to Account (RTR-15), where disconnecting brings Connect back.
    await page.waitForSelector('appkit-modal [data-testid="w3m-account-view"]', { timeout: 30_000 })
    await page.waitForTimeout(300)
    await shot(page, 'embedded-connected-dark')
    expect(await auditModal(page, 'appkit-modal')).toEqual([])
    await page.click('appkit-modal [data-testid="disconnect-button"]')
    await page.waitForSelector(`appkit-modal ${WALLET_OPTION}`, { timeout: 30_000 })
    await page.waitForSelector('appkit-button [data-testid="connect-button"]')
    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await context.close()
  }, 180_000)
})
