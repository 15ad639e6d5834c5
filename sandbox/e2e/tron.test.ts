// TRON through the demo app in Chromium: the TronLink-like test wallet (?wallets=tron) connects,
// signs in (DefaultSIWX, TIP-191 verified), shows its TRX balance read from the sandbox's TRON
// stand-in, sends TRX and a TRC-20 token (the stand-in applies each only with the owner's
// signature), shows TRON's network image, and the connection comes back after a reload. The
// views it passes are axe-checked in both themes.
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDemoAppRoutes } from '../app/addDemoAppRoutes'
import { createDemoRoutes } from '../launcher/demoRoutes'
import { startDemoServer, type DemoServer } from '../launcher/demoServer'
import { buildBrowserWallets } from '../testing/buildBrowserWallets'
import { startSandbox } from '../testing/startSandbox'
import type { Sandbox } from '../testing/types'
import { ARTIFACTS_DIR } from './harness'
import { waitForModalAtRest } from './testing/waitForModalAtRest'
import { auditModal } from './testing/auditModal'
import { CHROMIUM_ARGS, openPage } from './testing/pageSession'

let sandbox: Sandbox<'api' | 'tron'>
let demo: DemoServer
let browser: Browser

beforeAll(async () => {
  sandbox = await startSandbox({ services: ['api', 'tron'] })
  const routes = createDemoRoutes({
    services: () => [],
    walletsConfig: { rpcUrls: {}, tronNodeUrl: sandbox.urls.tron },
    walletsBundle: () => buildBrowserWallets({ minify: true }),
  })
  addDemoAppRoutes(routes, { endpoints: sandbox.endpoints, networks: sandbox.networks })
  demo = await startDemoServer({ routes })
  // The page waits for the demo app's build: have it done before the first navigation's clock starts.
  await fetch(`${demo.url}/`)
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await demo?.close()
  await sandbox?.close()
})

const inModal = (testId: string) => `airlock-modal [data-testid="${testId}"]`
const text = (page: Page, testId: string) => page.textContent(inModal(testId))
const setTheme = (page: Page, mode: 'light' | 'dark') =>
  page.evaluate((m) => (window as unknown as { __AIRLOCK_KIT__: { setThemeMode(m: string): void } }).__AIRLOCK_KIT__.setThemeMode(m), mode)

/** Screenshots the modal in both themes and returns axe's serious findings for each. */
async function auditBothThemes(page: Page, name: string): Promise<string[]> {
  const findings: string[] = []
  for (const mode of ['dark', 'light'] as const) {
    await setTheme(page, mode)
    await waitForModalAtRest(page) // theme transition done, for the screenshot only
    await page.screenshot({ path: `${ARTIFACTS_DIR}tron-${name}-${mode}.png` })
    findings.push(...(await auditModal(page)).map((f) => `${mode}: ${f}`))
  }
  await setTheme(page, 'dark')
  return findings
}

describe('TRON in the demo (browser)', () => {
  it('connects the TronLink-like wallet, signs in, shows the TRX balance, sends TRX and a TRC-20 token, shows the TRON image, and restores after a reload', async () => {
    const [sender, receiver] = sandbox.accounts.tron
    const ledger = sandbox.devnets.tron.ledger
    const receiverBefore = ledger.trxBalance(receiver!.hex)
    const { context, page, blocked, errors } = await openPage(browser, `${demo.url}/?wallets=tron&siwx=default`)
    page.setDefaultTimeout(30_000)

    // Connect: TronLink is found on the page; the sign-in view follows.
    await page.click('[data-testid="connect-button"]', { timeout: 60_000 })
    await page.click(inModal('wallet-selector-tronlink'))
    await page.waitForSelector(inModal('w3m-siwx-sign-message-view'))
    await page.waitForSelector(inModal('wui-snackbar-message'), { state: 'hidden', timeout: 6_000 }).catch(() => undefined)
    expect(await auditBothThemes(page, '01-sign-in')).toEqual([])
    await page.click(inModal('w3m-connecting-siwe-sign'))
    await expect.poll(() => page.textContent('[data-testid="w3m-authentication-status"]'), { timeout: 30_000 }).toBe('authenticated')
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('@appkit/siwx') ?? '[]') as { message: string }[])
    expect(stored[0]!.message).toContain(`wants you to sign in with your TRON account:\n${sender!.address}\n`)
    expect(await page.textContent('[data-testid="demo-account"]')).toContain(`"caipAddress":"tron:0x2b6653dc:${sender!.address}"`)

    // The Account view: TRX read from the stand-in (6 decimals), the network TRON.
    await page.click('[data-testid="account-button"]')
    await page.waitForSelector(inModal('w3m-account-view'))
    await expect.poll(() => text(page, 'balance-amount'), { timeout: 30_000 }).toBe('1,000.00 TRX')
    expect(await auditBothThemes(page, '02-account')).toEqual([])

    // Send 1.5 TRX to the second account.
    await page.click(inModal('wallet-features-send-button'))
    await page.waitForSelector(inModal('w3m-wallet-send-view'))
    await expect.poll(() => text(page, 'w3m-send-select-token-button')).toContain('TRX')
    await page.fill(inModal('w3m-send-amount-input'), '1.5')
    await page.fill(inModal('w3m-send-receiver-input'), receiver!.address)
    await expect.poll(() => text(page, 'w3m-send-preview-button')).toBe('Preview Send')
    expect(await auditBothThemes(page, '03-send')).toEqual([])
    await page.click(inModal('w3m-send-preview-button'))
    await page.waitForSelector(inModal('w3m-wallet-send-preview-view'))
    expect(await text(page, 'w3m-send-preview-amount')).toBe('1.5 TRX')
    expect(await text(page, 'w3m-send-preview-network')).toBe('TRON')
    await page.click(inModal('w3m-send-button'))
    await page.waitForSelector(inModal('w3m-account-view'), { timeout: 60_000 })
    await expect.poll(() => ledger.trxBalance(receiver!.hex), { timeout: 30_000 }).toBe(receiverBefore + 1_500_000n)
    await expect.poll(() => text(page, 'balance-amount'), { timeout: 30_000 }).toBe('998.50 TRX')

    // Send 25 of the TRC-20 test USDT: a TriggerSmartContract transfer the wallet signs; the
    // stand-in checks the signature and moves the token in its ledger.
    const token = sandbox.devnets.tron.token
    const tokenBefore = ledger.tokenBalance(token.hex, receiver!.hex)
    await page.click(inModal('wallet-features-send-button'))
    await page.click(inModal('w3m-send-select-token-button'))
    await page.click(inModal('w3m-send-select-token-item-USDT'))
    await expect.poll(() => text(page, 'w3m-send-select-token-button')).toContain('USDT')
    await page.fill(inModal('w3m-send-amount-input'), '25')
    await page.fill(inModal('w3m-send-receiver-input'), receiver!.address)
    await page.click(inModal('w3m-send-preview-button'))
    await page.waitForSelector(inModal('w3m-wallet-send-preview-view'))
    expect(await text(page, 'w3m-send-preview-amount')).toBe('25 USDT')
    await page.click(inModal('w3m-send-button'))
    await page.waitForSelector(inModal('w3m-account-view'), { timeout: 60_000 })
    await expect.poll(() => ledger.tokenBalance(token.hex, receiver!.hex), { timeout: 30_000 }).toBe(tokenBefore + 25_000_000n)
    expect(ledger.tokenBalance(token.hex, sender!.hex)).toBe(475_000_000n)

    // Issue 33: the Activity tab lists both sends from the stand-in's TronGrid listings, newest first.
    const [usdtSend, trxSend] = ledger.history(sender!.hex)
    const row = (id: string) => `airlock-modal [data-testid="activity-item-${id}"]`
    await page.click(inModal('tab-activity'))
    await page.waitForSelector(`${row(usdtSend!.id)}[data-status="confirmed"][data-direction="out"]`)
    await page.waitForSelector(`${row(trxSend!.id)}[data-status="confirmed"][data-direction="out"]`)
    expect(await page.textContent(`${row(usdtSend!.id)} [data-testid="activity-item-title"]`)).toBe('Sent')
    expect(await page.textContent(`${row(usdtSend!.id)} [data-testid="activity-item-amount"]`)).toContain('25.00 USDT')
    expect(await page.textContent(`${row(trxSend!.id)} [data-testid="activity-item-amount"]`)).toContain('1.50 TRX')
    expect(await page.textContent(row(trxSend!.id))).toContain(`to ${receiver!.address.slice(0, 4)}`)
    expect(await auditBothThemes(page, '035-activity')).toEqual([])

    // The Networks view lists TRON in its own group.
    await page.keyboard.press('Escape')
    await page.waitForSelector(inModal('w3m-modal-card'), { state: 'hidden' })
    await page.click('[data-testid="demo-open-networks"]')
    await page.waitForSelector(inModal('w3m-networks-group-tron'))
    expect(await text(page, 'w3m-networks-view')).toContain('TRON')
    // TRON's image, from the sandbox's image service, in the Networks view and the network button.
    const loaded = (selector: string) => page.$eval(selector, (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0).catch(() => false)
    await expect.poll(() => loaded('airlock-modal [data-testid="w3m-networks-view"] img[alt="TRON"]'), { timeout: 30_000 }).toBe(true)
    await expect.poll(() => loaded('[data-testid="w3m-network-button"] img'), { timeout: 30_000 }).toBe(true)
    expect(await auditBothThemes(page, '04-networks')).toEqual([])
    await page.keyboard.press('Escape')
    await page.waitForSelector(inModal('w3m-modal-card'), { state: 'hidden' })

    // TronLink remembers the site: a reload reconnects, still signed in, with no prompt.
    await page.reload()
    await page.waitForSelector('[data-testid="account-button"]', { timeout: 60_000 })
    await expect.poll(() => page.textContent('[data-testid="demo-account"]')).toContain(`"caipAddress":"tron:0x2b6653dc:${sender!.address}"`)
    await expect.poll(() => page.textContent('[data-testid="w3m-authentication-status"]')).toBe('authenticated')

    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await context.close()
  }, 300_000)
})
