// The connection lifecycle in headless Chromium, on both chain plugins and the sandbox devnets:
// connect the Wallet Standard Solana wallet through the modal, a reload restores an EIP-6963
// connection, disconnect clears the kit's storage, and the provider `useAppKitProvider('eip155')`
// returns sends a real devnet transaction. Screenshots: artifacts/chains-*.png.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import { createPublicClient, http, parseEther, type Hash } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildDemoApp } from '../app/buildDemoApp'
import { browserWalletsConfig } from '../launcher/browserWalletsConfig'
import { startSandbox } from '../testing/startSandbox'
import type { Sandbox } from '../testing/types'
import { buildBrowserWallets } from '../wallets/browser/buildBrowserWallets'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { SOLANA_DEVNET_ACCOUNTS } from '../solana/accounts'
import { ARTIFACTS_DIR } from './harness'
import { auditModal } from './testing/auditModal'

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
const JS = 'text/javascript; charset=utf-8'
// `?wallets=eip6963:2` announces devnet accounts 0 and 1; the host's button pays account 5.
const WALLET1 = DEVNET_ACCOUNTS[0]!.address
const RECIPIENT = DEVNET_ACCOUNTS[5]!.address
// browserWalletsConfig gives the Solana test wallet the devnet's funded account 0.
const SOLANA_WALLET_ADDRESS = SOLANA_DEVNET_ACCOUNTS[0]!.address
const SOLANA_WALLET_NAME = 'Airlock Solana Wallet' // installBrowserWallets' name for it
const SOLANA_ROW = `wallet-selector-${SOLANA_WALLET_NAME.toLowerCase()}`

/*
 * The test wallets remember a site's grant per origin, as extensions do (BYD-26), and forget it
 * on wallet_revokePermissions. Many real wallets ignore that revoke: to play one, this page
 * script records the EIP-6963 wallets' grants in sessionStorage and re-grants them silently on
 * the next load, before the kit starts (the disconnect test below uses it).
 */
const REMEMBER_GRANTS = `(() => {
  const KEY = 'e2e:granted'
  const wallets = window.__AIRLOCK_WALLETS__ && window.__AIRLOCK_WALLETS__.eip6963 || []
  const granted = new Set(JSON.parse(sessionStorage.getItem(KEY) || '[]'))
  const save = () => sessionStorage.setItem(KEY, JSON.stringify([...granted]))
  wallets.forEach((wallet, i) => {
    if (granted.has(i)) wallet.request({ method: 'eth_requestAccounts' })
    wallet.on('accountsChanged', (accounts) => { accounts.length ? granted.add(i) : granted.delete(i); save() })
  })
})()`

type Sbx = Sandbox<'api' | 'evm' | 'solana'>
type Win = {
  __kit: { open(): Promise<void>; getAddress(ns?: string): string | undefined; getIsConnectedState(): boolean; setThemeMode(mode: 'light' | 'dark'): void }
}

let sandbox: Sbx
let browser: Browser
let url: string
let server: ReturnType<typeof createServer>
const blocked: string[] = []

beforeAll(async () => {
  const [sbx, app, wallets, chromiumBrowser] = await Promise.all([
    startSandbox({ services: ['api', 'evm', 'solana'] as const }),
    buildDemoApp({ entry: fileURLToPath(new URL('./chainsLifecyclePage.tsx', import.meta.url)), minify: true, base: '/app' }),
    buildBrowserWallets({ format: 'iife', minify: true }),
    chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }),
  ])
  sandbox = sbx
  browser = chromiumBrowser
  const files = new Map<string, { type: string; body: string }>()
  for (const [path, body] of app.files) files.set(path, { type: JS, body })
  files.set('/wallets.js', { type: JS, body: wallets })
  const walletsConfig = browserWalletsConfig({ evm: sandbox.urls.evm, solana: sandbox.urls.solana })
  const pageConfig = { endpoints: sandbox.endpoints, networks: sandbox.networks, recipient: RECIPIENT }
  files.set('/', {
    type: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Airlock chains e2e</title>
<script>window.__AIRLOCK_SANDBOX__ = ${JSON.stringify(walletsConfig)}; window.__CHAINS_E2E__ = ${JSON.stringify(pageConfig)};</script>
<script src="/wallets.js"></script><script>${REMEMBER_GRANTS}</script><script type="module" src="/app/app.js"></script></head>
<body><main><h1>Host page</h1><div id="root"></div></main></body></html>`,
  })
  server = createServer((req, res) => {
    const file = files.get(new URL(req.url ?? '/', 'http://x.invalid').pathname)
    if (!file) return void res.writeHead(404).end()
    res.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' }).end(file.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 180_000)

afterAll(async () => {
  await browser?.close().catch(() => undefined)
  server?.closeAllConnections()
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  await sandbox?.close()
})

const sel = (id: string) => `[data-testid="${id}"]`
const kitAddress = (page: Page, namespace?: string) =>
  page.evaluate((ns) => (window as unknown as Win).__kit.getAddress(ns), namespace)
const kitStorage = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('@airlock/')).map((k) => [k, localStorage.getItem(k)])))

/** A fresh browser context (own localStorage) on the page with these test wallets. */
async function open(wallets: string) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 860 } })
  await context.route('**/*', (route) => {
    const host = new URL(route.request().url()).hostname
    if (host === '127.0.0.1' || host === 'localhost') return route.continue()
    blocked.push(route.request().url())
    return route.abort('blockedbyclient')
  })
  const page = await context.newPage()
  page.setDefaultTimeout(20_000)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (msg) => msg.type() === 'error' && errors.push(`console: ${msg.text()}`))
  await page.goto(`${url}/?wallets=${wallets}`)
  await page.waitForFunction(() => Boolean((window as unknown as { __kit?: unknown }).__kit))
  return { page, errors, close: () => context.close() }
}

/** Opens the modal from the host's button and picks the wallet row `testId`. */
async function connectThroughModal(page: Page, testId: string) {
  await page.click(sel('connect-button'))
  await page.waitForSelector(sel('wallet-list'))
  await page.click(sel(testId))
}

/** After a connect: the modal has closed and the account button is up. */
async function waitConnected(page: Page) {
  await page.waitForSelector(sel('w3m-modal-card'), { state: 'hidden' })
  await page.waitForSelector(sel('account-button'))
}

describe('Chains and connectors lifecycle (browser)', () => {
  it('CNR-02 connects the Wallet Standard Solana test wallet through the modal: the kit reports its public key as the solana address', async () => {
    const { page, errors, close } = await open('eip6963:1,solana')
    await page.click(sel('connect-button'))
    await page.waitForSelector(sel('wallet-list'))
    // Wallet Standard discovery: one row, named as the wallet registered itself, id lower-cased.
    const solanaRow = page.locator(sel(SOLANA_ROW))
    await expect.poll(() => solanaRow.count()).toBe(1)
    expect(await solanaRow.textContent()).toContain(SOLANA_WALLET_NAME)
    await page.waitForTimeout(400) // entry animation done, for the screenshot
    await page.screenshot({ path: `${ARTIFACTS_DIR}chains-connect-solana-list.png` })
    await solanaRow.click()

    await expect.poll(() => kitAddress(page, 'solana'), { timeout: 20_000 }).toBe(SOLANA_WALLET_ADDRESS)
    // The same key the wallet holds: read from the wallet object itself, not our constant.
    const walletKey = await page.evaluate(
      () => (window as unknown as { __AIRLOCK_WALLETS__: { solana: { publicKey: string } } }).__AIRLOCK_WALLETS__.solana.publicKey,
    )
    expect(walletKey).toBe(SOLANA_WALLET_ADDRESS)
    expect(await kitAddress(page)).toBe(SOLANA_WALLET_ADDRESS) // solana is the active namespace
    await waitConnected(page)
    // Solana Devnet is a testnet: the button shows 0.00 SOL by BAL-05, whatever the devnet holds.
    // The account button truncates 4…6, as AppKit's does (one button model for React and elements).
    await expect.poll(() => page.textContent(sel('account-button'))).toContain('Geyu...78vhCu')
    await page.screenshot({ path: `${ARTIFACTS_DIR}chains-connect-solana-connected.png` })
    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await close()
  }, 60_000)

  it('a reload restores an EIP-6963 connection with the same address, without opening the modal', async () => {
    const { page, errors, close } = await open('eip6963:2')
    await connectThroughModal(page, 'wallet-selector-dev.airlock.testwallet1')
    await expect.poll(() => kitAddress(page, 'eip155')).toBe(WALLET1)
    await waitConnected(page)
    const stored = await kitStorage(page)
    expect(stored['@airlock/connector_id:eip155']).toBeDefined()

    await page.reload()
    await page.waitForFunction(() => Boolean((window as unknown as { __kit?: unknown }).__kit))
    await expect.poll(() => kitAddress(page, 'eip155'), { timeout: 20_000 }).toBe(WALLET1)
    expect(await page.evaluate(() => (window as unknown as Win).__kit.getIsConnectedState())).toBe(true)
    await page.waitForSelector(sel('account-button'))
    // Restored silently: no modal was opened for it.
    expect(await page.isVisible(sel('w3m-modal-card'))).toBe(false)
    await page.screenshot({ path: `${ARTIFACTS_DIR}chains-reload-restored.png` })
    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await close()
  }, 60_000)

  it('BYD-26 a reload restores a Wallet Standard Solana connection: the test wallet remembers its grant per origin, as extensions do', async () => {
    const { page, errors, close } = await open('solana')
    await connectThroughModal(page, SOLANA_ROW)
    await expect.poll(() => kitAddress(page, 'solana'), { timeout: 20_000 }).toBe(SOLANA_WALLET_ADDRESS)
    await waitConnected(page)
    await page.reload()
    await page.waitForFunction(() => Boolean((window as unknown as { __kit?: unknown }).__kit))
    await expect.poll(() => kitAddress(page, 'solana'), { timeout: 20_000 }).toBe(SOLANA_WALLET_ADDRESS)
    await page.waitForSelector(sel('account-button'))
    expect(await page.isVisible(sel('w3m-modal-card'))).toBe(false)
    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await close()
  }, 60_000)

  it('disconnect clears the stored connector id and connected namespaces, and a reload stays disconnected', async () => {
    const { page, errors, close } = await open('eip6963:2')
    await connectThroughModal(page, 'wallet-selector-dev.airlock.testwallet1')
    await expect.poll(() => kitAddress(page, 'eip155')).toBe(WALLET1)
    await waitConnected(page)
    const before = await kitStorage(page)
    expect(before['@airlock/connector_id:eip155']).toBeDefined()
    expect(before['@airlock/connected_namespaces']).toContain('eip155')

    await page.click(sel('host-disconnect')) // the host's useDisconnect()
    await page.waitForSelector(sel('connect-button'))
    await expect.poll(() => kitAddress(page, 'eip155')).toBeUndefined()
    const after = await kitStorage(page)
    expect(after['@airlock/connector_id:eip155']).toBeUndefined()
    expect(after['@airlock/connected_namespaces'] ?? '[]').not.toContain('eip155')

    // Many wallets ignore wallet_revokePermissions: keep the grant, so only the kit's cleared
    // storage can keep the reload disconnected.
    await page.evaluate(() => sessionStorage.setItem('e2e:granted', '[0]'))
    await page.reload()
    await page.waitForFunction(() => Boolean((window as unknown as { __kit?: unknown }).__kit))
    await page.waitForSelector(sel('connect-button'))
    expect(await page.evaluate(() => (window as unknown as { __AIRLOCK_WALLETS__: { eip6963: { connected: boolean }[] } }).__AIRLOCK_WALLETS__.eip6963[0]!.connected)).toBe(true)
    // Give a (wrong) restore time to happen before asserting it did not.
    await page.waitForTimeout(1_500)
    expect(await kitAddress(page, 'eip155')).toBeUndefined()
    expect(await page.$(sel('account-button'))).toBeNull()
    expect(await page.evaluate(() => (window as unknown as Win).__kit.getIsConnectedState())).toBe(false)
    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await close()
  }, 60_000)

  it("useAppKitProvider('eip155') returns a provider a host sends a real devnet transaction with (viem wallet client)", async () => {
    const devnet = createPublicClient({ transport: http(sandbox.urls.evm[1]) })
    const before = await devnet.getBalance({ address: RECIPIENT })
    const { page, errors, close } = await open('eip6963:2')
    expect(await page.textContent(sel('host-provider'))).toBe('none')
    await connectThroughModal(page, 'wallet-selector-dev.airlock.testwallet1')
    await waitConnected(page)
    await expect.poll(() => page.textContent(sel('host-provider'))).toBe('provider')

    await page.click(sel('host-send'))
    const hash = (await page.waitForSelector(sel('host-tx-hash'), { timeout: 30_000 }).then((el) => el.textContent())) as Hash
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await devnet.waitForTransactionReceipt({ hash, timeout: 30_000, pollingInterval: 250 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(WALLET1.toLowerCase())
    expect(receipt.to?.toLowerCase()).toBe(RECIPIENT.toLowerCase())
    expect(await devnet.getBalance({ address: RECIPIENT })).toBe(before + parseEther('0.01'))
    await page.screenshot({ path: `${ARTIFACTS_DIR}chains-host-send.png` })
    expect(await page.$(sel('host-tx-error'))).toBeNull()
    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await close()
  }, 60_000)
})

// `?wallets=multichain`: one wallet announcing EVM (EIP-6963, devnet account 0) and Solana (Wallet
// Standard, Solana devnet account 1) under one name.
const MC_ROW = 'wallet-selector-dev.airlock.multichain'
const MC_EVM = DEVNET_ACCOUNTS[0]!.address
const MC_SOL = SOLANA_DEVNET_ACCOUNTS[1]!.address

describe('Multi-chain browser wallet (browser, CNR-06)', () => {
  it('is one row; ConnectingMultiChain connects EVM, then Solana; the account view shows both; a reload restores both', async () => {
    const { page, errors, close } = await open('multichain')
    await page.click(sel('connect-button'))
    await page.waitForSelector(sel('wallet-list'))
    const ids = await page.locator(`${sel('wallet-list')} button`).evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')))
    expect(ids.filter((id) => id === MC_ROW)).toHaveLength(1)
    expect(ids).not.toContain('wallet-selector-airlock multichain wallet') // its Wallet Standard face is the same row
    await page.click(sel(MC_ROW))

    await page.waitForSelector(sel('w3m-connecting-multi-chain-view'))
    expect(await page.locator('[data-testid^="wui-list-chain-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')))).toEqual([
      'wui-list-chain-eip155',
      'wui-list-chain-solana',
    ])
    await page.waitForTimeout(300) // view transition done, for the screenshot and axe
    await page.screenshot({ path: `${ARTIFACTS_DIR}chains-multichain-choose-dark.png` })
    expect(await auditModal(page)).toEqual([])

    await page.click(sel('wui-list-chain-eip155'))
    await page.waitForSelector(`${sel('wui-list-chain-eip155')}[data-state="connected"]`)
    expect(await kitAddress(page, 'eip155')).toBe(MC_EVM)
    // Still open: Solana can be connected from here without choosing the wallet again.
    await page.evaluate(() => (window as unknown as Win).__kit.setThemeMode('light'))
    await page.waitForTimeout(200)
    await page.screenshot({ path: `${ARTIFACTS_DIR}chains-multichain-one-connected-light.png` })
    expect(await auditModal(page)).toEqual([])
    await page.click(sel('wui-list-chain-solana'))
    await expect.poll(() => kitAddress(page, 'solana'), { timeout: 20_000 }).toBe(MC_SOL)
    await waitConnected(page) // every namespace connected: the modal closes

    await page.click(sel('account-button'))
    await page.waitForSelector(sel('w3m-account-view'))
    // Solana connected last, so it is active; the EVM account shows as the other connected one.
    await page.waitForSelector(sel('w3m-account-namespace-eip155'))
    expect(await page.textContent(sel('w3m-account-namespace-eip155'))).toContain(`${MC_EVM.slice(0, 4)}...${MC_EVM.slice(-4)}`)
    await page.waitForTimeout(300)
    await page.screenshot({ path: `${ARTIFACTS_DIR}chains-multichain-account-light.png` })
    expect(await auditModal(page)).toEqual([])
    await page.click(sel('w3m-account-namespace-eip155'))
    await expect.poll(() => kitAddress(page)).toBe(MC_EVM)
    await page.waitForSelector(sel('w3m-account-namespace-solana'))

    await page.reload()
    await page.waitForFunction(() => Boolean((window as unknown as { __kit?: unknown }).__kit))
    await expect.poll(() => kitAddress(page, 'eip155'), { timeout: 20_000 }).toBe(MC_EVM)
    await expect.poll(() => kitAddress(page, 'solana'), { timeout: 20_000 }).toBe(MC_SOL)
    expect(await page.isVisible(sel('w3m-modal-card'))).toBe(false)
    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await close()
  }, 90_000)

  it('connected on EVM only, choosing a Solana network connects the same wallet there without choosing it again', async () => {
    const { page, errors, close } = await open('multichain')
    await page.click(sel('connect-button'))
    await page.click(sel(MC_ROW))
    await page.click(sel('wui-list-chain-eip155'))
    await page.waitForSelector(`${sel('wui-list-chain-eip155')}[data-state="connected"]`)
    await page.click(sel('w3m-connecting-multi-chain-done'))
    await waitConnected(page)
    expect(await kitAddress(page, 'solana')).toBeUndefined()

    await page.click(sel('account-button'))
    await page.click(sel('w3m-account-select-network'))
    await page.click(sel('w3m-network-switch-Solana Devnet'))
    await page.waitForSelector(sel('w3m-switch-active-chain-view'))
    expect(await page.textContent(sel('w3m-switch-active-chain-view'))).toContain('Airlock Multichain Wallet also offers Solana. Connect it to continue.')
    await page.waitForTimeout(300)
    await page.screenshot({ path: `${ARTIFACTS_DIR}chains-multichain-switch-dark.png` })
    expect(await auditModal(page)).toEqual([])
    await page.click(sel('w3m-switch-active-chain-button'))
    await expect.poll(() => kitAddress(page, 'solana'), { timeout: 20_000 }).toBe(MC_SOL)
    await page.waitForSelector(sel('w3m-account-view'))
    expect(await kitAddress(page)).toBe(MC_SOL)
    expect(await kitAddress(page, 'eip155')).toBe(MC_EVM)
    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await close()
  }, 90_000)
})
