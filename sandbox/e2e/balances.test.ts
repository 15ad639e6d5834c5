// Browser test of the balances and receive plugins: headless Chromium, the sandbox's API server
// and EVM devnets, the EIP-6963 test wallet (devnet account 0) announced on the page, and the
// React kit with the real eip155 chain plugin. Nothing is mocked.
import QRCode from 'qrcode'
import { createPublicClient, formatEther, http, type Address } from 'viem'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildDemoApp, type DemoAppBuild } from '../app/buildDemoApp'
import { buildBrowserWallets } from '../wallets/browser/buildBrowserWallets'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { startE2eHarness, type E2eHarness } from './harness'

const BASE = '/balances-e2e'
const ACCOUNT = DEVNET_ACCOUNTS[0]!.address as Address
let h: E2eHarness<'api' | 'evm'>
let build: DemoAppBuild
let pages = 0

beforeAll(async () => {
  h = await startE2eHarness({ services: ['api', 'evm'] })
  const [page, wallets] = await Promise.all([
    buildDemoApp({ entry: fileURLToPath(new URL('./balancesPage.tsx', import.meta.url)), minify: true, base: BASE }),
    buildBrowserWallets({ config: { rpcUrls: h.sandbox.urls.evm } }),
  ])
  build = page
  for (const [path, body] of build.files) h.serve(path, { contentType: 'text/javascript; charset=utf-8', body })
  h.serve(`${BASE}/wallets.js`, { contentType: 'text/javascript; charset=utf-8', body: wallets })
}, 180_000)
afterAll(() => h?.close())

/** Opens our page (in a context the harness set up: loopback only) with one announced wallet. */
async function openBalancesPage(features: Record<string, boolean> = {}): Promise<{ page: Page; close(): Promise<void>; messages: string[] }> {
  const dir = `${BASE}/p${++pages}`
  const config = { endpoints: h.sandbox.endpoints, networks: h.sandbox.networks, features }
  h.serve(`${dir}/`, {
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Balances</title>
<script>window.__BALANCES_E2E__ = ${JSON.stringify(config)};</script>
<script src="${BASE}/wallets.js"></script>
<script type="module" src="${build.entry}"></script></head>
<body><main><h1>Host</h1><div id="root"></div></main></body></html>`,
  })
  const opened = await h.openPage()
  await opened.page.goto(`${h.url}${dir}/?wallets=eip6963:1`)
  await opened.page.waitForFunction(() => Boolean((window as unknown as { __kit?: unknown }).__kit))
  return { page: opened.page, close: opened.close, messages: opened.console }
}

/** Connects through the modal's Connect view, as a visitor would, then opens the Account view. */
async function connectTestWallet(page: Page) {
  await page.click('[data-testid="connect-button"]')
  await page.click('[data-testid="wallet-selector-dev.airlock.testwallet1"]', { timeout: 20_000 })
  // The modal closes once connected; the account button opens the Account view.
  await page.click('[data-testid="account-button"]', { timeout: 20_000 })
  await page.waitForSelector('[data-testid="w3m-account-view"]', { timeout: 20_000 })
}

const format2 = (value: string) => Number(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

describe('balances and receive in the browser', () => {
  it('BAL-01 connect the EIP-6963 test wallet: the Account view shows the devnet balance and the Tokens tab its tokens', async () => {
    const { page, close, messages } = await openBalancesPage()
    try {
      await connectTestWallet(page)
      const devnet = createPublicClient({ transport: http(h.sandbox.urls.evm[1]) })
      const expected = `${format2(formatEther(await devnet.getBalance({ address: ACCOUNT })))} ETH`
      await expect.poll(() => page.textContent('[data-testid="balance-amount"]').catch(() => null), { timeout: 20_000 }).toBe(expected)
      await page.waitForSelector('[data-testid="account-tokens-list"]', { timeout: 20_000 })
      const symbols = await page.$$eval('[data-testid^="token-row-"]', (rows) => rows.map((r) => r.getAttribute('data-testid')))
      // Account 0's seeded history also left it wrapped ETH from a swap, and the spam airdrop (decimals "0", BAL-04).
      expect(symbols.sort()).toEqual(['token-row-eth', 'token-row-usdc', 'token-row-usdt', 'token-row-weth'])
      await h.screenshot(page, 'balances-account-view')
    } catch (error) {
      await h.screenshot(page, 'balances-account-view-failure')
      throw new Error(`${String(error)}\n${messages.join('\n')}`)
    } finally {
      await close()
    }
  })

  it('RECV-01 Receive shows a QR code that encodes the connected address', async () => {
    const { page, close, messages } = await openBalancesPage()
    try {
      await connectTestWallet(page)
      await page.click('[data-testid="wallet-features-receive-button"]')
      const qr = page.locator('[data-testid="wui-qr-code"]')
      await expect.poll(() => qr.getAttribute('data-uri'), { timeout: 20_000 }).toBe(ACCOUNT)
      await page.waitForSelector('[data-testid="wui-qr-code"] svg path')
      await page.waitForTimeout(400) // the view's enter transition, for a still screenshot
      await h.screenshot(page, 'receive-view')
      // Decode the drawn modules and compare with the QR code of the address (no image decoder installed).
      const d = (await qr.locator('svg path').getAttribute('d'))!
      const drawn = new Set([...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, col, row]) => `${row},${col}`))
      const { modules } = QRCode.create(ACCOUNT, { errorCorrectionLevel: 'H' })
      const expected = new Set<string>()
      for (let r = 0; r < modules.size; r++) for (let c = 0; c < modules.size; c++) if (modules.get(r, c)) expected.add(`${r},${c}`)
      expect(drawn).toEqual(expected)
      expect(await page.textContent('[data-testid="receive-networks"]')).toBe('EthereumPolygon')
    } catch (error) {
      await h.screenshot(page, 'receive-view-failure')
      throw new Error(`${String(error)}\n${messages.join('\n')}`)
    } finally {
      await close()
    }
  })

  it('RECV-02 with the receive flag off, Receive is not offered and its chunk is never requested', async () => {
    const { page, close } = await openBalancesPage({ receive: false })
    try {
      const chunk = build.chunkOf('plugins/receive/views/WalletReceive.tsx')
      expect(chunk).toBeDefined()
      const before = h.requests.length
      await connectTestWallet(page)
      await page.waitForSelector('[data-testid="w3m-account-wallet-features-widget"], [data-testid="balance-amount"]', { timeout: 20_000 })
      expect(await page.$('[data-testid="wallet-features-receive-button"]')).toBeNull()
      expect(h.requests.slice(before).filter((path) => path.startsWith(chunk!))).toEqual([])
    } finally {
      await close()
    }
  })
})
