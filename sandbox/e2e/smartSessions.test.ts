// Smart sessions in a real browser, on the demo app as `npm start` serves it: connect an EIP-6963
// test wallet, grant a native-allowance session from the demo's eip155 test interactions, see it
// Active in SmartSessionList (header button w3m-header-smart-sessions), revoke it there, see it
// Revoked, and the sandbox cosigner refuse to co-sign for it (BYD-22).
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDemoAppRoutes } from '../app/addDemoAppRoutes'
import { startQuickstartDemo, type QuickstartDemo } from '../app/appkit-quickstart/startQuickstartDemo'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { ARTIFACTS_DIR } from './harness'
import { auditModal } from './testing/auditModal'

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
// `?wallets=eip6963:2`: wallet 2 is devnet account 1.
const OWNER = DEVNET_ACCOUNTS[1]!.address

let demo: QuickstartDemo
let browser: Browser

beforeAll(async () => {
  ;[demo, browser] = await Promise.all([
    startQuickstartDemo({ extend: (routes, sandbox) => addDemoAppRoutes(routes, { endpoints: sandbox.endpoints, networks: sandbox.networks }) }),
    chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }),
  ])
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await demo?.close()
})

const inModal = (testId: string) => `airlock-modal [data-testid="${testId}"]`
const sessionRow = (name: string) => `airlock-modal [data-testid="smart-session-item"]:has-text("${name}")`

async function shootBothThemes(page: Page, name: string) {
  const problems: string[] = []
  await page.waitForSelector('airlock-modal [aria-hidden="true"]:has([data-testid="wui-snackbar-message"])', { state: 'attached', timeout: 6_000 }).catch(() => undefined)
  await page.mouse.move(1, 1)
  for (const mode of ['dark', 'light'] as const) {
    await page.evaluate((m) => (window as unknown as { __AIRLOCK_KIT__: { setThemeMode(m: string): void } }).__AIRLOCK_KIT__.setThemeMode(m), mode)
    await page.waitForTimeout(300) // entry animation and theme transition done, for the picture
    await page.screenshot({ path: `${ARTIFACTS_DIR}smart-sessions-${name}-${mode}.png` })
    problems.push(...(await auditModal(page)).map((p) => `${mode}: ${p}`))
  }
  return problems
}

describe('Smart sessions (browser, demo app)', () => {
  it('SMS-01 SMS-03 SMS-04 BYD-22 grants a session from the demo, sees it Active, revokes it, sees it Revoked, and the cosigner refuses it', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 900 } })
    const blocked: string[] = []
    await context.route('**/*', (route) => {
      if (new URL(route.request().url()).hostname === '127.0.0.1') return route.continue()
      blocked.push(route.request().url())
      return route.abort()
    })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${demo.demo.url}/?wallets=eip6963:2`)

    await page.click('[data-testid="connect-button"]', { timeout: 60_000 })
    await page.click('[data-testid="wallet-selector-dev.airlock.testwallet2"]', { timeout: 30_000 })
    await page.waitForSelector('[data-testid="account-button"]', { timeout: 30_000 })
    await page.keyboard.press('Escape')
    await page.waitForSelector('[data-testid="w3m-modal-card"]', { state: 'detached', timeout: 10_000 }).catch(() => undefined)

    // The demo's button grants a native-token allowance for the connected account.
    await page.click('[data-testid="grant-permissions-button"]')
    await expect.poll(() => page.textContent('[data-testid="grant-permissions-result"]'), { timeout: 30_000 }).toContain('Session granted')

    await page.click('[data-testid="account-button"]')
    await page.click(inModal('w3m-header-smart-sessions'), { timeout: 30_000 })
    await page.waitForSelector(sessionRow('Airlock demo'), { timeout: 30_000 })
    const pci = (await page.getAttribute(sessionRow('Airlock demo'), 'data-pci'))!
    expect(pci).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await shootBothThemes(page, '00-active')).toEqual([])

    // Revoke in the kit: the wallet signs the pci, the row moves to Revoked.
    await page.click(`${sessionRow('Airlock demo')} [data-testid="smart-session-revoke-button"]`)
    await page.waitForSelector(sessionRow('Airlock demo'), { state: 'detached', timeout: 30_000 })
    await page.click(inModal('tab-revoked'))
    await page.waitForSelector(sessionRow('Airlock demo'), { timeout: 30_000 })
    expect(await page.textContent(sessionRow('Airlock demo'))).toContain('Revoked')
    expect(await shootBothThemes(page, '01-revoked')).toEqual([])
    await page.click(inModal('tab-expired'))
    await page.waitForSelector(sessionRow('Sandbox Game'), { timeout: 30_000 })

    // The cosigner refuses the revoked session's next call.
    const refused = await fetch(`${demo.sandbox.endpoints.blockchainApi}/v1/sessions/${OWNER}/sign`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pci, call: { to: DEVNET_ACCOUNTS[2]!.address, value: '1' } }),
    })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { reasons: { description: string }[] }).reasons[0]!.description).toBe('Session has been revoked')

    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await context.close()
  }, 240_000)
})
