// The Account view in a real browser: connect the EIP-6963 test wallet on the sandbox devnets,
// open the view from the host's account button, check what it shows, look at it in both
// themes, audit it with axe (BYD-04), and disconnect from it.
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildDemoApp } from '../app/buildDemoApp'
import { startQuickstartDemo, type QuickstartDemo } from '../app/appkit-quickstart/startQuickstartDemo'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { ARTIFACTS_DIR } from './harness'
import { auditModal } from './testing/auditModal'

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
const JS = 'text/javascript; charset=utf-8'
const BASE = '/account-e2e'

let demo: QuickstartDemo
let browser: Browser

beforeAll(async () => {
  const page = await buildDemoApp({ entry: fileURLToPath(new URL('./accountPage.tsx', import.meta.url)), minify: true, base: BASE })
  ;[demo, browser] = await Promise.all([
    startQuickstartDemo({
      extend(routes, sandbox) {
        for (const [path, text] of page.files) routes.set(path, { contentType: JS, body: () => text })
        routes.set(`${BASE}/config.js`, {
          contentType: JS,
          body: () => `window.__ACCOUNT_E2E__ = ${JSON.stringify({ endpoints: sandbox.endpoints, networks: sandbox.networks })};\n`,
        })
        routes.set(`${BASE}/`, {
          contentType: 'text/html; charset=utf-8',
          body: () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>Account view test</title>
<script src="/sandbox-config.js"></script><script src="${BASE}/config.js"></script><script src="/wallets.js"></script>
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

// Scoped to the modal: the host's account button has a `balance-amount` of its own.
const text = (page: Page, testId: string) => page.textContent(`airlock-modal [data-testid="${testId}"]`)


describe('Account view (browser)', () => {
  it('ACCV-03 shows the connected account’s name, address and balance after connecting; ACCV-02 the action row in order; plugin header buttons and AccountSettings rows; BYD-04 axe finds nothing serious in light or dark; disconnect closes it', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 900 } })
    const blocked: string[] = []
    await context.route('**/*', (route) => {
      if (new URL(route.request().url()).hostname === '127.0.0.1') return route.continue()
      blocked.push(route.request().url())
      return route.abort('blockedbyclient')
    })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${demo.demo.url}${BASE}/?wallets=eip6963:1`)

    await page.click('[data-testid="connect-button"]', { timeout: 60_000 })
    await page.click('[data-testid="wallet-selector-dev.airlock.testwallet1"]', { timeout: 30_000 })
    // Connected: the host's button becomes the account button; it opens the Account view.
    await page.waitForSelector('[data-testid="account-button"]', { timeout: 30_000 })
    await page.keyboard.press('Escape')
    await page.waitForSelector('[data-testid="w3m-modal-card"]', { state: 'hidden', timeout: 10_000 }).catch(() => undefined)
    await page.click('[data-testid="account-button"]')
    await page.waitForSelector('[data-testid="w3m-account-view"]', { timeout: 30_000 })

    // Devnet account 0 carries the sandbox's seeded name; its balance comes from the devnet.
    await expect.poll(() => text(page, 'w3m-account-name'), { timeout: 30_000 }).toBe('airlock-demo.reown.id')
    expect(await page.getAttribute('airlock-modal [data-testid="w3m-account-name"]', 'title')).toBe(DEVNET_ACCOUNTS[0]!.address)
    await expect.poll(() => text(page, 'balance-amount'), { timeout: 30_000 }).toMatch(/^\d{1,3}(,\d{3})*\.\d{2} ETH$/)
    expect(await text(page, 'w3m-account-select-network')).toContain('Ethereum')
    // No Activity tab: this page has no activity plugin (ACT-02; activity.test.ts covers it).
    expect(await page.$$eval('airlock-modal [role="tab"]', (tabs) => tabs.map((t) => t.textContent))).toEqual(['Tokens', 'NFTs'])
    expect(await page.$$eval('airlock-modal [data-testid="w3m-account-wallet-features-widget"] button', (b) => b.map((x) => x.getAttribute('data-testid')))).toEqual([
      'wallet-features-onramp-button',
      'wallet-features-swaps-button',
      'wallet-features-receive-button',
      'wallet-features-send-button',
    ])
    await page.waitForTimeout(500) // entry and height animations, so colours are final
    // The "Wallet connected" snack would cover the view in the screenshot: let it go first.
    await page.waitForSelector('airlock-modal [data-testid="wui-snackbar-message"]', { state: 'hidden', timeout: 6_000 }).catch(() => undefined)

    await page.screenshot({ path: `${ARTIFACTS_DIR}account-dark.png` })
    expect(await auditModal(page)).toEqual([])

    await page.evaluate(() => (window as unknown as { __kit: { setThemeMode(m: string): void } }).__kit.setThemeMode('light'))
    await page.click('[data-testid="tab-nfts"]')
    await page.waitForSelector('[data-testid="empty-account-state"]')
    await page.waitForTimeout(400)
    await page.screenshot({ path: `${ARTIFACTS_DIR}account-light-nfts.png` })
    expect(await auditModal(page)).toEqual([])

    // Slots: a plugin's header button, and the AccountSettings view with a plugin's settings row.
    expect(await page.getAttribute('airlock-modal [data-testid="w3m-header-smart-sessions"]', 'aria-label')).toBe('Smart Sessions')
    await page.click('airlock-modal [data-testid="wui-profile-button"]')
    await page.waitForSelector('airlock-modal [data-testid="w3m-account-settings-view"]')
    expect(await text(page, 'w3m-header-text')).toBe('Account')
    expect(await text(page, 'account-settings-address')).toBe(DEVNET_ACCOUNTS[0]!.address)
    expect(await text(page, 'account-choose-name-button')).toContain('Choose name')
    await page.waitForTimeout(400)
    await page.screenshot({ path: `${ARTIFACTS_DIR}account-settings-light.png` })
    expect(await auditModal(page)).toEqual([])
    await page.evaluate(() => (window as unknown as { __kit: { setThemeMode(m: string): void } }).__kit.setThemeMode('dark'))
    await page.waitForTimeout(200)
    await page.screenshot({ path: `${ARTIFACTS_DIR}account-settings-dark.png` })
    expect(await auditModal(page)).toEqual([])

    await page.click('airlock-modal [data-testid="disconnect-button"]')
    await page.waitForSelector('[data-testid="w3m-modal-card"]', { state: 'hidden', timeout: 30_000 }).catch(() => undefined)
    await page.waitForSelector('[data-testid="connect-button"]', { timeout: 30_000 })
    expect(await page.evaluate(() => (window as unknown as { __kit: { getIsConnectedState(): boolean } }).__kit.getIsConnectedState())).toBe(false)

    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await context.close()
  }, 180_000)
})
