// Sign in with wallet in a real browser: connect the EIP-6963 test wallet, SIWXSignMessage
// opens, the wallet signs the EIP-4361 message, DefaultSIWX verifies it and keeps the session in
// localStorage; a reload stays signed in without a prompt. Cancel and decline paths too. Both
// themes are screenshotted and axe-audited.
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDemoAppRoutes } from '../app/addDemoAppRoutes'
import { buildDemoApp, type DemoAppBuild } from '../app/buildDemoApp'
import { startQuickstartDemo, type QuickstartDemo } from '../app/appkit-quickstart/startQuickstartDemo'
import { ARTIFACTS_DIR } from './harness'
import { auditModal } from './testing/auditModal'
import { REMEMBER_GRANTS } from './testing/rememberGrants'

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
const JS = 'text/javascript; charset=utf-8'
const BASE = '/siwx-e2e'

let demo: QuickstartDemo
let browser: Browser
let build: DemoAppBuild

beforeAll(async () => {
  build = await buildDemoApp({ entry: fileURLToPath(new URL('./siwxPage.tsx', import.meta.url)), minify: true, base: BASE })
  ;[demo, browser] = await Promise.all([
    startQuickstartDemo({
      extend(routes, sandbox) {
        // The demo host page itself at '/', to try its `?siwx=` switch.
        addDemoAppRoutes(routes, { endpoints: sandbox.endpoints, networks: sandbox.networks })
        for (const [path, text] of build.files) routes.set(path, { contentType: JS, body: () => text })
        routes.set(`${BASE}/config.js`, {
          contentType: JS,
          body: () => `window.__SIWX_E2E__ = ${JSON.stringify({ endpoints: sandbox.endpoints, networks: sandbox.networks })};\n`,
        })
        routes.set(`${BASE}/`, {
          contentType: 'text/html; charset=utf-8',
          body: () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>Sign-in test</title>
<script src="/sandbox-config.js"></script><script src="${BASE}/config.js"></script><script src="/wallets.js"></script><script>${REMEMBER_GRANTS}</script>
<script type="module" src="${BASE}/app.js"></script></head>
<body><main><h1>Host page</h1><div id="root"></div></main></body></html>
`,
        })
      },
    }),
    chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }),
  ])
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await demo?.close()
})

const inModal = (testId: string) => `airlock-modal [data-testid="${testId}"]`
const status = (page: Page) => page.textContent('[data-testid="w3m-authentication-status"]')
const setTheme = (page: Page, mode: 'light' | 'dark') =>
  page.evaluate((m) => (window as unknown as { __kit: { setThemeMode(m: string): void } }).__kit.setThemeMode(m), mode)
const isConnected = (page: Page) => page.evaluate(() => (window as unknown as { __kit: { getIsConnectedState(): boolean } }).__kit.getIsConnectedState())

async function openPage(query: string, base = `${BASE}/`) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 900 } })
  const blocked: string[] = []
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url())
    if (url.hostname !== '127.0.0.1') {
      blocked.push(url.href)
      return route.abort('blockedbyclient')
    }
    return route.continue()
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${demo.demo.url}${base}${query}`)
  return { context, page, blocked, errors }
}

/** Connects the announced test wallet from the host's button; the sign-in view should follow. */
async function connectToSignIn(page: Page) {
  await page.click('[data-testid="connect-button"]', { timeout: 60_000 })
  await page.click('[data-testid="wallet-selector-dev.airlock.testwallet1"]', { timeout: 30_000 })
  await page.waitForSelector(inModal('w3m-siwx-sign-message-view'), { timeout: 30_000 })
}

describe('Sign in with wallet (browser)', () => {
  it('SIWX-04 SIWX-05 SIWX-06 RTR-16 BYD-18 connect → SIWXSignMessage → sign → authenticated; a reload stays authenticated with no prompt; both themes pass axe', async () => {
    const { context, page, blocked, errors } = await openPage('?wallets=eip6963:1')
    expect(await status(page)).toBe('unauthenticated')
    await connectToSignIn(page)
    expect(await page.textContent(inModal('w3m-header-text'))).toBe('Sign In')
    expect(await page.textContent(inModal('w3m-siwx-title'))).toBe('Airlock Sign-in Test needs to connect to your wallet')
    expect(await page.textContent(inModal('w3m-siwx-description'))).toBe(
      'Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.',
    )
    // RTR-16: Escape and the close button shake the modal instead of closing it.
    await page.keyboard.press('Escape')
    expect(await page.$(inModal('w3m-siwx-sign-message-view'))).not.toBeNull()

    // The "Wallet connected" snack would cover the buttons in the screenshot: let it go first.
    await page.waitForSelector(inModal('wui-snackbar-message'), { state: 'hidden', timeout: 6_000 }).catch(() => undefined)
    await page.waitForTimeout(400) // entry animation done, for the screenshots
    await page.screenshot({ path: `${ARTIFACTS_DIR}siwx-01-sign-dark.png` })
    expect(await auditModal(page)).toEqual([])
    await setTheme(page, 'light')
    await page.waitForTimeout(200)
    await page.screenshot({ path: `${ARTIFACTS_DIR}siwx-02-sign-light.png` })
    expect(await auditModal(page)).toEqual([])

    await page.click(inModal('w3m-connecting-siwe-sign'))
    await page.waitForSelector('[data-testid="w3m-modal-card"]', { state: 'hidden', timeout: 30_000 })
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('authenticated')
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('@appkit/siwx') ?? '[]') as { message: string }[])
    expect(stored).toHaveLength(1)
    expect(stored[0]!.message).toMatch(/^127\.0\.0\.1:\d+ wants you to sign in with your Ethereum account:\n0x[0-9a-fA-F]{40}\n/)

    await page.reload()
    await page.waitForSelector('[data-testid="account-button"]', { timeout: 30_000 })
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('authenticated')
    expect(await page.isVisible('[data-testid="w3m-modal-card"]')).toBe(false)

    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await context.close()
  }, 180_000)

  it('BYD-29 a forged session written to localStorage does not skip a required sign-in: the prompt shows after the reload and the forgery is dropped', async () => {
    const { context, page, errors, blocked } = await openPage('?wallets=eip6963:1&siwx=required')
    await connectToSignIn(page)
    // The forgery: unsigned data for the connected account, a text that is no sign-in message, a junk signature.
    await page.evaluate(() => {
      const address = (window as unknown as { __kit: { getAddress(namespace: string): string } }).__kit.getAddress('eip155')
      const data = { accountAddress: address, chainId: 'eip155:1', domain: location.host, uri: location.href, version: '1', nonce: 'x' }
      localStorage.setItem('@appkit/siwx', JSON.stringify([{ data, message: 'not a siwe message', signature: '0xdeadbeef' }]))
    })
    await page.reload()
    await page.waitForSelector(inModal('w3m-siwx-sign-message-view'), { timeout: 30_000 })
    expect(await status(page)).toBe('unauthenticated')
    await expect.poll(() => page.evaluate(() => localStorage.getItem('@appkit/siwx')), { timeout: 10_000 }).toBe('[]')
    // The genuine sign-in still works from there.
    await page.click(inModal('w3m-connecting-siwe-sign'))
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('authenticated')
    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await context.close()
  }, 120_000)

  it('SIWX-08 cancelling a required sign-in disconnects', async () => {
    const { context, page, errors } = await openPage('?wallets=eip6963:1')
    await connectToSignIn(page)
    await page.click(inModal('w3m-connecting-siwe-cancel'))
    await page.waitForSelector('[data-testid="connect-button"]', { timeout: 30_000 })
    expect(await isConnected(page)).toBe(false)
    expect(await status(page)).toBe('unauthenticated')
    expect(errors).toEqual([])
    await context.close()
  }, 120_000)

  it('SIWX-09 cancelling an optional sign-in keeps the wallet connected, unauthenticated', async () => {
    const { context, page, errors } = await openPage('?wallets=eip6963:1&siwx=default')
    await connectToSignIn(page)
    expect(await page.textContent(inModal('w3m-siwx-description'))).toBe('Sign this message to prove you own this wallet and proceed.')
    await page.click(inModal('w3m-connecting-siwe-cancel'))
    await page.waitForSelector('[data-testid="w3m-modal-card"]', { state: 'hidden', timeout: 30_000 })
    expect(await isConnected(page)).toBe(true)
    expect(await status(page)).toBe('unauthenticated')
    expect(errors).toEqual([])
    await context.close()
  }, 120_000)

  it('SIWX-12 SIWX-07 a declined signature says "Signature declined" and the view stays to try again', async () => {
    const { context, page, errors } = await openPage('?wallets=eip6963:1')
    await connectToSignIn(page)
    await page.evaluate(() => (window as unknown as { __AIRLOCK_WALLETS__: { eip6963: { script(b: object): void }[] } }).__AIRLOCK_WALLETS__.eip6963[0]!.script({ rejectSign: true }))
    await page.click(inModal('w3m-connecting-siwe-sign'))
    await expect.poll(() => page.textContent(inModal('wui-snackbar-message')), { timeout: 10_000 }).toBe('Signature declined')
    expect(await page.$(inModal('w3m-siwx-sign-message-view'))).not.toBeNull()
    await page.screenshot({ path: `${ARTIFACTS_DIR}siwx-03-declined.png` })
    expect(await status(page)).toBe('unauthenticated')
    await page.evaluate(() => (window as unknown as { __AIRLOCK_WALLETS__: { eip6963: { script(b: object): void }[] } }).__AIRLOCK_WALLETS__.eip6963[0]!.script({ rejectSign: false }))
    await page.click(inModal('w3m-connecting-siwe-sign'))
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('authenticated')
    expect(errors).toEqual([])
    await context.close()
  }, 120_000)

  it('CloudAuthSIWX: sign in against the sandbox auth server; a reload is still authenticated; disconnect signs out', async () => {
    const { context, page, errors, blocked } = await openPage('?wallets=eip6963:1&siwx=cloud')
    await connectToSignIn(page)
    await page.click(inModal('w3m-connecting-siwe-sign'))
    await page.waitForSelector('[data-testid="w3m-modal-card"]', { state: 'hidden', timeout: 30_000 })
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('authenticated')
    expect(await page.evaluate(() => localStorage.getItem('@appkit/siwx-auth-token'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    await page.reload()
    await page.waitForSelector('[data-testid="account-button"]', { timeout: 30_000 })
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('authenticated')
    expect(await page.isVisible('[data-testid="w3m-modal-card"]')).toBe(false)
    await page.evaluate(() => (window as unknown as { __kit: { disconnect(): Promise<void> } }).__kit.disconnect())
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('unauthenticated')
    expect(await page.evaluate(() => localStorage.getItem('@appkit/siwx-auth-token'))).toBeNull()
    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await context.close()
  }, 120_000)

  it('CFG-09 a siweConfig from createSIWEConfig signs in through the same view', async () => {
    const { context, page, errors } = await openPage('?wallets=eip6963:1&siwx=siwe')
    await connectToSignIn(page)
    await page.click(inModal('w3m-connecting-siwe-sign'))
    await page.waitForSelector('[data-testid="w3m-modal-card"]', { state: 'hidden', timeout: 30_000 })
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('authenticated')
    expect(errors).toEqual([])
    await context.close()
  }, 120_000)

  it('the demo page: ?siwx=required signs in after connect and its readout turns "authenticated"; the select offers every mode', async () => {
    const { context, page, errors, blocked } = await openPage('?wallets=eip6963:1&siwx=required', '/')
    await page.waitForSelector('[data-testid="demo-siwx-mode"]', { timeout: 60_000 })
    expect(await page.$$eval('[data-testid="demo-siwx-mode"] option', (options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual([
      '',
      'default',
      'required',
      'cloud',
      'siwe',
    ])
    expect(await page.inputValue('[data-testid="demo-siwx-mode"]')).toBe('required')
    expect(await status(page)).toBe('unauthenticated')
    await connectToSignIn(page)
    await page.click(inModal('w3m-connecting-siwe-sign'))
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('authenticated')
    await page.screenshot({ path: `${ARTIFACTS_DIR}siwx-04-demo-authenticated.png` })
    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await context.close()
  }, 120_000)
})
