// BYD-23 in a real browser: AppKit's documented React quick-starts for ethers and Solana, with
// only their imports changed (sandbox/app/quickstart-ethers, quickstart-solana), run on Airlock
// against the sandbox's devnets with its browser test wallets. One sandbox and one browser for both.
import { ed25519 } from '@noble/curves/ed25519'
import { PublicKey } from '@solana/web3.js'
import { verifyMessage } from 'ethers'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addAdapterQuickstartRoutes, ETHERS_QUICKSTART, SOLANA_QUICKSTART } from '../app/addAdapterQuickstartRoutes'
import { startQuickstartDemo, type QuickstartDemo } from '../app/appkit-quickstart/startQuickstartDemo'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { SOLANA_DEVNET_ACCOUNTS } from '../solana/accounts'
import { ARTIFACTS_DIR } from './harness'
import { auditModal } from './testing/auditModal'
import { CHROMIUM_ARGS, openPage } from './testing/pageSession'

const EVM_WALLET_ROW = 'wallet-selector-dev.airlock.testwallet1'
const SOLANA_WALLET_ROW = 'wallet-selector-airlock solana wallet' // installBrowserWallets names it 'Airlock Solana Wallet'
const MESSAGE = 'Hello Reown AppKit!'

let demo: QuickstartDemo
let browser: Browser

beforeAll(async () => {
  ;[demo, browser] = await Promise.all([
    startQuickstartDemo({
      extraServices: ['solana'],
      extend: (routes, sandbox) => addAdapterQuickstartRoutes(routes, { endpoints: sandbox.endpoints }),
    }),
    chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }),
  ])
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await demo?.close()
})

const open = (path: string) => openPage(browser, `${demo.demo.url}${path}`, { viewport: { width: 1024, height: 1000 } })

// startQuickstartDemo types its sandbox as api + evm; the Solana devnet is there because it was asked for.
const solanaRpc = () => (demo.sandbox.urls as unknown as { solana: string }).solana
const text = (page: Page, testId: string) => page.textContent(`[data-testid="${testId}"]`)
const sel = (testId: string) => `[data-testid="${testId}"]`

/** The Connect view in both themes: screenshots and an axe audit of each. */
async function lookAtConnectView(page: Page, name: string): Promise<void> {
  await page.click(`appkit-button ${sel('connect-button')}`, { timeout: 60_000 })
  await page.waitForSelector(sel('w3m-modal-card'), { timeout: 30_000 })
  await page.waitForTimeout(500) // entry animation, so colours are final
  const mode = (await text(page, 'qs-toggle-theme'))!.replace('Theme: ', '')
  await page.screenshot({ path: `${ARTIFACTS_DIR}${name}-connect-${mode}.png` })
  expect(await auditModal(page)).toEqual([])
  // The host's own theme toggle (useAppKitTheme) sits under the modal's backdrop: drive it through the page.
  await page.evaluate(() => (document.querySelector('[data-testid="qs-toggle-theme"]') as HTMLButtonElement).click())
  const other = mode === 'dark' ? 'light' : 'dark'
  await expect.poll(() => text(page, 'qs-toggle-theme')).toBe(`Theme: ${other}`)
  await page.waitForTimeout(300)
  await page.screenshot({ path: `${ARTIFACTS_DIR}${name}-connect-${other}.png` })
  expect(await auditModal(page)).toEqual([])
}

/** JSON-RPC straight to a devnet, to check what the page did from the chain's side. */
async function rpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  const body = (await response.json()) as { result: T }
  return body.result
}

describe('AppKit adapter quick-starts on Airlock (browser)', () => {
  it("BYD-23 ethers: connects the EIP-6963 wallet through <appkit-button>; ethers' BrowserProvider over useAppKitProvider('eip155') has the account as signer, signs, and sends a devnet transaction", async () => {
    const { page, context, blocked, errors } = await open(`${ETHERS_QUICKSTART.base}?wallets=eip6963:1`)
    await lookAtConnectView(page, 'quickstart-ethers')
    await page.click(sel(EVM_WALLET_ROW), { timeout: 30_000 })

    const address = DEVNET_ACCOUNTS[0]!.address
    await expect.poll(() => text(page, 'qs-address'), { timeout: 30_000 }).toBe(address)
    expect(await text(page, 'qs-chain-id')).toBe('1')
    await page.keyboard.press('Escape')
    await page.waitForSelector(sel('w3m-modal-card'), { state: 'hidden', timeout: 10_000 })

    await page.click(sel('qs-read-signer'))
    await expect.poll(() => text(page, 'qs-signer'), { timeout: 30_000 }).toMatch(new RegExp(`^${address} · \\d+(\\.\\d+)? ETH$`))

    await page.click(sel('qs-sign-message'))
    await expect.poll(() => text(page, 'qs-signature'), { timeout: 30_000 }).toMatch(/^0x[0-9a-f]{130}$/)
    expect(verifyMessage(MESSAGE, (await text(page, 'qs-signature'))!)).toBe(address)

    await page.click(sel('qs-send'))
    await expect.poll(() => text(page, 'qs-tx-status'), { timeout: 60_000 }).toBe('success')
    const hash = (await text(page, 'qs-tx-hash'))!
    const tx = await rpc<{ from: string; to: string; value: string }>(demo.sandbox.urls.evm[1], 'eth_getTransactionByHash', [hash])
    expect(tx.from.toLowerCase()).toBe(address.toLowerCase())
    expect(tx.to.toLowerCase()).toBe('0x000000000000000000000000000000000000dead')
    expect(BigInt(tx.value)).toBe(10n ** 15n) // 0.001 ETH
    expect((await rpc<{ status: string }>(demo.sandbox.urls.evm[1], 'eth_getTransactionReceipt', [hash])).status).toBe('0x1')
    expect(await text(page, 'qs-error')).toBe('')
    await page.screenshot({ path: `${ARTIFACTS_DIR}quickstart-ethers-sent.png`, fullPage: true })

    await page.click(sel('qs-disconnect'))
    await expect.poll(() => text(page, 'qs-address'), { timeout: 30_000 }).toBe('—')
    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await context.close()
  }, 240_000)

  it("BYD-23 Solana: connects the Wallet Standard test wallet; the walletProvider signs a message, useAppKitConnection reads the balance and sends a web3.js transfer", async () => {
    const { page, context, blocked, errors } = await open(`${SOLANA_QUICKSTART.base}?wallets=solana`)
    await lookAtConnectView(page, 'quickstart-solana')
    await page.click(sel(SOLANA_WALLET_ROW), { timeout: 30_000 })

    const address = SOLANA_DEVNET_ACCOUNTS[0]!.address
    await expect.poll(() => text(page, 'qs-address'), { timeout: 30_000 }).toBe(address)
    await page.keyboard.press('Escape')
    await page.waitForSelector(sel('w3m-modal-card'), { state: 'hidden', timeout: 10_000 })
    // The selected Solana network's RPC: the kit's RPC gateway, in front of the devnet.
    expect(await text(page, 'qs-rpc')).toContain(`${demo.sandbox.endpoints.blockchainApi}/v1/?chainId=solana%3A`)

    await page.click(sel('qs-sign-message'))
    await expect.poll(() => text(page, 'qs-signature'), { timeout: 30_000 }).toMatch(/^[0-9a-f]{128}$/)
    const signature = Uint8Array.from(Buffer.from((await text(page, 'qs-signature'))!, 'hex'))
    expect(ed25519.verify(signature, new TextEncoder().encode(MESSAGE), new PublicKey(address).toBytes())).toBe(true)

    await page.click(sel('qs-read-balance'))
    const devnetLamports = await rpc<{ value: number }>(solanaRpc(), 'getBalance', [address, { commitment: 'confirmed' }])
    await expect.poll(() => text(page, 'qs-balance'), { timeout: 30_000 }).toBe(`${devnetLamports.value / 1e9} SOL`)

    const receiver = SOLANA_DEVNET_ACCOUNTS[3]!.address
    const before = await rpc<{ value: number }>(solanaRpc(), 'getBalance', [receiver, { commitment: 'confirmed' }])
    await page.fill(sel('qs-send-to'), receiver)
    await page.click(sel('qs-send'))
    await expect.poll(() => text(page, 'qs-tx-status'), { timeout: 60_000 }).toBe('confirmed')
    const after = await rpc<{ value: number }>(solanaRpc(), 'getBalance', [receiver, { commitment: 'confirmed' }])
    expect(after.value - before.value).toBe(1_000_000) // 0.001 SOL
    expect(await text(page, 'qs-error')).toBe('')
    await page.screenshot({ path: `${ARTIFACTS_DIR}quickstart-solana-sent.png`, fullPage: true })

    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await context.close()
  }, 240_000)
})
