// BYD-11 in a real browser: a page written from AppKit's React quick-start, with only its
// imports changed, runs on Airlock against the sandbox with the EIP-6963 test wallet.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startQuickstartDemo, type QuickstartDemo } from '../app/appkit-quickstart/startQuickstartDemo'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { ARTIFACTS_DIR } from './harness'

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
const WALLET = 'dev.airlock.testwallet1'

let demo: QuickstartDemo
let browser: Browser

beforeAll(async () => {
  ;[demo, browser] = await Promise.all([startQuickstartDemo(), chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })])
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await demo?.close()
})

/** A context that may reach only 127.0.0.1; what else the page tries is recorded and aborted. */
async function openQuickstart(): Promise<{ page: Page; context: BrowserContext; blocked: string[]; errors: string[] }> {
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
  await page.goto(`${demo.demo.url}/quickstart?wallets=eip6963:1`)
  return { page, context, blocked, errors }
}

const text = (page: Page, testId: string) => page.textContent(`[data-testid="${testId}"]`)

describe('AppKit quick-start page on Airlock (browser)', () => {
  it('BYD-11 connects with the EIP-6963 wallet, shows the address from useAppKitAccount, switches network with useAppKitNetwork and disconnects with useDisconnect', async () => {
    const { page, context, blocked, errors } = await openQuickstart()
    // <appkit-button> renders the connect button in its shadow root (Playwright pierces it).
    await page.click('appkit-button [data-testid="connect-button"]', { timeout: 60_000 })
    await page.click(`[data-testid="wallet-selector-${WALLET}"]`, { timeout: 30_000 })

    const address = DEVNET_ACCOUNTS[0]!.address
    await expect.poll(() => text(page, 'qs-address'), { timeout: 30_000 }).toBe(address)
    expect(await text(page, 'qs-connected')).toBe('true')
    expect(await text(page, 'qs-status')).toBe('connected')
    expect(await text(page, 'qs-caip-address')).toBe(`eip155:1:${address}`)
    expect(await text(page, 'qs-chain-id')).toBe('1')
    await page.keyboard.press('Escape')
    await page.screenshot({ path: `${ARTIFACTS_DIR}quickstart-connected.png` })

    await page.click('[data-testid="qs-switch-polygon"]')
    await expect.poll(() => text(page, 'qs-chain-id'), { timeout: 30_000 }).toBe('137')
    expect(await text(page, 'qs-network-name')).toBe('Polygon')
    expect(await text(page, 'qs-caip-address')).toBe(`eip155:137:${address}`)
    // The wallet itself moved: its chain is the one the hook reports.
    const walletChain = await page.evaluate(() =>
      (window as unknown as { __AIRLOCK_WALLETS__: { eip6963: { request(a: { method: string }): Promise<string> }[] } }).__AIRLOCK_WALLETS__.eip6963[0]!.request({ method: 'eth_chainId' }),
    )
    expect(Number(walletChain)).toBe(137)
    await page.screenshot({ path: `${ARTIFACTS_DIR}quickstart-polygon.png` })

    await page.click('[data-testid="qs-disconnect"]')
    await expect.poll(() => text(page, 'qs-connected'), { timeout: 30_000 }).toBe('false')
    expect(await text(page, 'qs-address')).toBe('—')
    await page.waitForSelector('appkit-button [data-testid="connect-button"]')

    expect(errors).toEqual([])
    // Every remote pointed at the sandbox: the page never tried to leave the machine.
    expect(blocked).toEqual([])
    await context.close()
  }, 180_000)
})
