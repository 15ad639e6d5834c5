// The kit's real views under a host's strict Content-Security-Policy: nonce'd styles and exact
// img-src, connect-src and frame-src (the sandbox's origins, no wildcard, no 'unsafe-*'), as the
// README's CSP section lists them. The visitor walks Connect, All Wallets, the WalletConnect QR
// code, email login (code from the sandbox mailbox), Account, Swap and Buy; no frame of the page
// (the secure frame and WalletConnect's verify frame included) may report a violation, and each
// view must show with the kit's own styles.
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildDemoApp } from '../app/buildDemoApp'
import { startQuickstartDemo, type QuickstartDemo } from '../app/appkit-quickstart/startQuickstartDemo'
import type { Sandbox } from '../testing/types'
import { ARTIFACTS_DIR } from './harness'
import { nextMail } from './testing/emailLogin'
import { CHROMIUM_ARGS, inModal } from './testing/pageSession'
import { addPluginTestPage } from './testing/pluginTestPage'
import { strictCsp } from './testing/strictCsp'

const BASE = '/csp-e2e'
/** The same page under a policy without the verify origin in frame-src: the control. */
const NO_VERIFY = `${BASE}/no-verify-frame/`
const PROJECT = 'airlock-csp-e2e'
const NONCE = randomBytes(16).toString('base64')

let demo: QuickstartDemo
let browser: Browser
let sandbox: Sandbox<'api' | 'evm' | 'relay' | 'secureSite'>
let policy: ReturnType<typeof strictCsp>

beforeAll(async () => {
  const build = await buildDemoApp({ entry: fileURLToPath(new URL('./cspPage.tsx', import.meta.url)), minify: true, base: BASE })
  ;[demo, browser] = await Promise.all([
    startQuickstartDemo({
      extraServices: ['relay', 'secureSite'],
      extend(routes, started) {
        const s = started as Sandbox<'api' | 'evm' | 'relay' | 'secureSite'>
        policy = strictCsp({ endpoints: s.endpoints, networks: s.networks, nonce: NONCE })
        const config = { endpoints: s.endpoints, networks: s.networks, projectId: PROJECT, nonce: NONCE }
        addPluginTestPage(routes, { build, base: BASE, globalName: '__CSP_E2E__', title: 'Strict CSP test', config, headers: { 'content-security-policy': policy.header } })
        routes.set(NO_VERIFY, { ...routes.get(`${BASE}/`)!, headers: { 'content-security-policy': policy.without('frame-src', policy.origins.verify) } })
      },
    }),
    chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }),
  ])
  sandbox = demo.sandbox as unknown as typeof sandbox
  // The secure frame answers only origins on the project's list: this page's, exactly.
  sandbox.api.projects.set(PROJECT, { allowedOrigins: [demo.demo.url] })
}, 180_000)
afterAll(async () => {
  await browser?.close()
  await demo?.close()
})

interface Violation {
  frame: string
  directive: string
  blocked: string
}

/**
 * A page whose every frame, cross-origin ones included, reports its CSP violations and, once its
 * document exists, its URL: so the test knows the listener ran where it had to.
 */
async function openWatched(path: string) {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1024, height: 900 } })
  await context.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort('blockedbyclient')))
  const violations: Violation[] = []
  /** The URL of every document that ran the listener. */
  const watched: string[] = []
  await context.exposeBinding('__cspReport', ({ frame }, kind: 'listening' | 'violation', directive = '', blocked = '') => {
    if (kind === 'listening') watched.push(frame.url())
    else violations.push({ frame: frame.url(), directive, blocked })
  })
  await context.addInitScript(() => {
    const report = (window as unknown as { __cspReport(kind: string, directive?: string, blocked?: string): void }).__cspReport
    document.addEventListener('securitypolicyviolation', (event) => report('violation', event.effectiveDirective, event.blockedURI))
    report('listening')
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${demo.demo.url}${path}`)
  return { context, page, violations, watched, errors }
}

/**
 * What only the kit's CSS sets, read from the view's root and the modal card: without the nonce
 * the card is not 360 px wide on the dark theme's background and the view is a plain block.
 */
const looks = (page: Page, viewTestId: string) =>
  page.locator(inModal(viewTestId)).evaluate((view) => {
    const card = view.closest('[data-testid="w3m-modal-card"]')!
    const c = getComputedStyle(card)
    return { card: [c.width, c.backgroundColor, c.borderTopLeftRadius !== '0px'], view: getComputedStyle(view).display }
  })
const STYLED = { card: ['360px', 'rgb(18, 19, 19)', true], view: 'flex' }

async function shows(page: Page, viewTestId: string) {
  await page.waitForSelector(inModal(viewTestId), { timeout: 30_000 })
  expect(await looks(page, viewTestId), viewTestId).toEqual(STYLED)
}

async function shot(page: Page, name: string) {
  await page.waitForTimeout(350) // the view's entry animation, for the picture only
  await page.screenshot({ path: `${ARTIFACTS_DIR}strict-csp-${name}.png` })
}

describe('strict CSP with the real views (browser)', { timeout: 180_000 }, () => {
  it("BYD-03 Connect, All Wallets, the WalletConnect QR code, email login, Account, Swap and Buy show styled under nonce'd styles and exact img-src, connect-src and frame-src, with no violation in any frame", async () => {
    const { context, page, violations, watched, errors } = await openWatched(`${BASE}/`)
    const email = 'csp@example.com'

    await page.click('[data-testid="connect-button"]', { timeout: 60_000 })
    await shows(page, 'w3m-connect-view')

    await page.click(inModal('all-wallets'))
    await shows(page, 'w3m-all-wallets-view')
    // The catalogue's images arrive as blob: URLs fetched from the API.
    await page.waitForSelector(`${inModal('w3m-all-wallets-view')} img[src^="blob:"]`, { timeout: 30_000 })
    await shot(page, 'all-wallets')
    await page.click(inModal('header-back'))

    await page.click(inModal('wallet-selector-walletconnect'))
    await shows(page, 'w3m-connecting-wc-view')
    await page.waitForSelector(`${inModal('wui-qr-code')} svg`, { timeout: 30_000 })
    // WalletConnect's attestation frame (endpoints.verify, the API's origin here) loaded and listened.
    await expect.poll(() => watched.some((url) => url.startsWith(`${sandbox.endpoints.verify}/attestation?`)), { timeout: 15_000 }).toBe(true)
    await shot(page, 'qr')
    await page.click(inModal('header-back'))

    await shows(page, 'w3m-connect-view')
    await page.fill(`${inModal('wui-email-input')} input`, email)
    await page.keyboard.press('Enter')
    await shows(page, 'w3m-email-verify-device-view')
    expect((await fetch((await nextMail(sandbox.urls.mailbox, email, 'link', 0)).link!)).status).toBe(200)
    await shows(page, 'w3m-email-verify-otp-view')
    await shot(page, 'email-code')
    const { code } = await nextMail(sandbox.urls.mailbox, email, 'code', 1)
    await page.click(`${inModal('wui-otp-input')} input >> nth=0`)
    await page.keyboard.type(code!)
    await page.waitForSelector('[data-testid="account-button"]', { timeout: 30_000 })
    // The secure frame (#w3m-iframe, endpoints.secureSite) is in the page and listened too.
    expect(await page.locator('#w3m-iframe').getAttribute('src')).toMatch(new RegExp(`^${policy.origins.secureSite}/`))
    expect(watched.some((url) => url.startsWith(`${policy.origins.secureSite}/`))).toBe(true)
    await page.waitForSelector(inModal('w3m-modal-card'), { state: 'hidden', timeout: 10_000 }).catch(() => undefined)

    await page.click('[data-testid="account-button"]')
    await shows(page, 'w3m-account-view')
    await shot(page, 'account')

    await page.click(inModal('wallet-features-swaps-button'))
    await shows(page, 'w3m-swap-view')
    await page.click(inModal('swap-select-token-button-toToken'))
    await shows(page, 'w3m-swap-select-token-view')
    await page.waitForSelector(inModal('swap-select-token-item-USDC'), { timeout: 30_000 })
    await shot(page, 'swap-tokens')
    await page.click(inModal('header-back'))
    await shows(page, 'w3m-swap-view')
    await page.click(inModal('header-back'))

    await shows(page, 'w3m-account-view')
    await page.click(inModal('wallet-features-onramp-button'))
    await shows(page, 'w3m-onramp-providers-view')
    await page.click(inModal('onramp-provider-coinbase'))
    await shows(page, 'w3m-onramp-amount-view')
    await shot(page, 'buy')

    expect(violations).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  it('issue-29 the control: without the verify origin in frame-src, the QR view reports the blocked attestation frame (so the listener above can fail)', async () => {
    const { context, page, violations } = await openWatched(NO_VERIFY)
    await page.click('[data-testid="connect-button"]', { timeout: 60_000 })
    await page.click(inModal('wallet-selector-walletconnect'))
    await page.waitForSelector(`${inModal('wui-qr-code')} svg`, { timeout: 30_000 })
    await expect
      .poll(() => violations.filter((v) => v.directive === 'frame-src').map((v) => new URL(v.blocked).origin), { timeout: 15_000 })
      .toEqual([policy.origins.verify])
    await context.close()
  })
})
