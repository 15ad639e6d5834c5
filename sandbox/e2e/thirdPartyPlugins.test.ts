// Issue 11 part 9: third parties can build plugins. The examples (examples/cosmos-chain,
// examples/address-book, examples/near-chain) run in headless Chromium in a host page bundled against the PACKED
// package (npm run build + npm pack, extracted offline), next to the sandbox's API. The Keplr-like
// test wallet stands in for the browser extension, which cannot run here.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyAdr36Signature } from '../../examples/cosmos-chain/src/verifyAdr36Signature'
import { NearVerifier } from '../../examples/near-chain/src/NearVerifier'
import { startNearLedger, type NearLedger } from '../../examples/near-chain/testing/startNearLedger'
import { buildBrowserWallets } from '../testing/buildBrowserWallets'
import { startSandbox } from '../testing/startSandbox'
import type { Sandbox } from '../testing/types'
import { ARTIFACTS_DIR } from './harness'
import { auditModal } from './testing/auditModal'
import { buildDemoApp, type DemoAppBuild } from '../app/buildDemoApp'
import { installPackedPackage, type PackedPackage } from './packedPackage'
import type { ThirdPartyPageConfig } from './thirdPartyHostPage'

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
const DEAD_RPC = 'http://127.0.0.1:9'
const JS = 'text/javascript; charset=utf-8'
const m = (id: string) => `airlock-modal [data-testid="${id}"]`

let packed: PackedPackage
let page$: DemoAppBuild
let sandbox: Sandbox<'api'>
let ledger: NearLedger
let browser: Browser
let url: string
let pages = 0
const files = new Map<string, { type: string; body: string }>()
const requested: string[] = []
const server = createServer((req, res) => {
  requested.push(new URL(req.url ?? '/', 'http://x.invalid').pathname)
  const file = files.get(new URL(req.url ?? '/', 'http://x.invalid').pathname)
  if (!file) return void res.writeHead(404).end()
  res.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' }).end(file.body)
})

beforeAll(async () => {
  let wallets: string
  ;[packed, sandbox, wallets, browser, ledger] = await Promise.all([
    installPackedPackage(),
    startSandbox({ services: ['api'] }),
    buildBrowserWallets({ minify: true }),
    chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }),
    startNearLedger(),
  ])
  // Bundled as the demo is, but with airlock/* from the packed package's exports map only.
  page$ = await buildDemoApp({ entry: fileURLToPath(new URL('./thirdPartyHostPage.tsx', import.meta.url)), minify: true, base: '/app', installedIn: packed.dir })
  for (const [path, body] of page$.files) files.set(path, { type: JS, body })
  files.set('/wallets.js', { type: JS, body: wallets })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // The package build (rollup over every entry, shared with build.test through buildDistOnce)
  // takes 1–2 min on an idle 2-core machine, up to 6 when it is busy.
}, 600_000)

afterAll(async () => {
  await browser?.close()
  server.closeAllConnections()
  await new Promise((done) => server.close(done))
  await sandbox?.close()
  await ledger?.close()
  await packed?.remove()
})

/** A host page with the Keplr-like wallet (`?wallets=keplr`), only loopback reachable. */
async function openHost(options: { features?: Record<string, boolean>; near?: boolean } = {}) {
  const base = `/p/${++pages}`
  const config: ThirdPartyPageConfig = { endpoints: sandbox.endpoints, rpcUrl: DEAD_RPC, features: options.features, nearLedger: options.near ? ledger.url : undefined }
  files.set(`${base}/`, {
    type: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Third-party plugins</title>
<script>window.__AIRLOCK_SANDBOX__ = ${JSON.stringify({ rpcUrls: { 1: DEAD_RPC } })}; window.__THIRD_PARTY_E2E__ = ${JSON.stringify(config)};</script>
<script src="/wallets.js"></script><script type="module" src="/app/app.js"></script></head>
<body><main><h1>Host page</h1><div id="root"></div></main></body></html>`,
  })
  const context = await browser.newContext({ viewport: { width: 1024, height: 860 } })
  const blocked: string[] = []
  await context.route('**/*', (route) => {
    if (new URL(route.request().url()).hostname === '127.0.0.1') return route.continue()
    blocked.push(route.request().url())
    return route.abort('blockedbyclient')
  })
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${url}${base}/?wallets=keplr`)
  await page.waitForFunction(() => Boolean((window as unknown as { __kit?: unknown }).__kit))
  return { page, blocked, errors, close: () => context.close() }
}

/** Connects the Keplr-like wallet through the modal; answers its address. */
async function connectKeplr(page: Page, shot?: string): Promise<string> {
  const address = await page.evaluate(() => (window as unknown as { __AIRLOCK_WALLETS__: { keplr: { bech32Address: string } } }).__AIRLOCK_WALLETS__.keplr.bech32Address)
  await page.click('[data-testid="connect-button"]')
  await page.waitForSelector(m('wallet-selector-keplr'))
  if (shot) {
    await settled(page)
    await page.screenshot({ path: `${ARTIFACTS_DIR}${shot}.png` })
  }
  await page.click(m('wallet-selector-keplr'))
  await page.waitForSelector('[data-testid="account-button"]')
  return address
}


/**
 * Waits for the modal to come to rest before a screenshot: the "Wallet connected" snackbar gone
 * (it stays in the DOM, aria-hidden, once its 2.5 s are up) and finite animations finished.
 */
async function settled(page: Page) {
  const snack = await page.$(m('wui-snackbar-message'))
  if (snack) await page.waitForSelector('airlock-modal [aria-hidden="true"]:has([data-testid="wui-snackbar-message"])', { state: 'attached' })
  await page.evaluate(async () => {
    const root = document.querySelector('airlock-modal')!.shadowRoot!
    for (;;) {
      const running = root.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
      if (running.length === 0) return
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)))
    }
  })
}

/** The badge's pin (its right edge, and 4 px under its bottom: it sits above the header) and the card's top-right corner. */
const pinAndCorner = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('airlock-modal')!.shadowRoot!
    const card = root.querySelector('[data-testid="w3m-modal-card"]')!.getBoundingClientRect()
    const badge = root.querySelector('[data-testid="address-book-overlay"]')!.getBoundingClientRect()
    return { pin: [Math.round(badge.right), Math.round(badge.bottom + 4)], corner: [Math.round(card.right - 16), Math.round(card.top)] }
  })

describe('third-party plugins from the packed package (browser)', () => {
  it('the host bundle takes airlock/* from the packed dist, never from the repo sources', () => {
    const fromRepo = page$.inputs.filter((input) => /^(kernel|ui-shell|chains|plugins)\//.test(input))
    expect(fromRepo).toEqual([])
    expect(page$.inputs.some((input) => input.includes('node_modules/airlock/dist/kernel/plugin.js'))).toBe(true)
    expect(page$.inputs.filter((input) => input.startsWith('examples/')).length).toBeGreaterThan(5)
  })

  it('connects the cosmos wallet through the modal, signs a message that verifies, and shows every slot of the address book', async () => {
    const { page, blocked, errors, close } = await openHost()
    const address = await connectKeplr(page, 'third-party-connect-dark')
    await expect.poll(() => page.textContent('[data-testid="account-button"]')).toContain(`${address.slice(0, 4)}`)
    expect(await page.textContent('[data-testid="account-button"]')).toContain(address.slice(-6))
    expect(await page.evaluate(() => (window as unknown as { __kit: { getCaipAddress(): string } }).__kit.getCaipAddress())).toBe(`cosmos:cosmoshub-4:${address}`)

    const signed = await page.evaluate((message) => (window as unknown as { __signCosmos(m: string): Promise<{ address: string; signature: string; publicKey: string }> }).__signCosmos(message), 'Sign in to the host')
    expect(signed.address).toBe(address)
    expect(verifyAdr36Signature({ signer: address, message: 'Sign in to the host', signature: signed.signature, publicKey: signed.publicKey })).toBe(true)
    expect(verifyAdr36Signature({ signer: address, message: 'Sign in to the hosts', signature: signed.signature, publicKey: signed.publicKey })).toBe(false)

    // The modal closed on connect; the account button opens the Account view.
    await page.waitForSelector(m('w3m-modal-card'), { state: 'hidden' })
    await page.click('[data-testid="account-button"]')
    await page.waitForSelector(m('w3m-account-view'))
    await page.waitForSelector(m('address-book-header-button'))
    await page.waitForSelector(m('address-book-overlay'))
    await settled(page)
    await page.screenshot({ path: `${ARTIFACTS_DIR}third-party-account-dark.png` })
    await page.waitForFunction(() => {
      const root = document.querySelector('airlock-modal')!.shadowRoot!
      const card = root.querySelector('[data-testid="w3m-modal-card"]')!.getBoundingClientRect()
      const badge = root.querySelector('[data-testid="address-book-overlay"]')!.getBoundingClientRect()
      return Math.abs(badge.right - (card.right - 16)) < 1 && Math.abs(badge.bottom + 4 - card.top) < 1
    })
    const before = await pinAndCorner(page)
    expect(before.pin).toEqual(before.corner)
    // The card is centred: a narrower window moves it, and the badge must follow.
    await page.setViewportSize({ width: 700, height: 860 })
    await page.waitForFunction((x) => {
      const root = document.querySelector('airlock-modal')!.shadowRoot!
      const badge = root.querySelector('[data-testid="address-book-overlay"]')!.getBoundingClientRect()
      return Math.round(badge.right) !== x
    }, before.pin[0])
    await page.waitForFunction(() => {
      const root = document.querySelector('airlock-modal')!.shadowRoot!
      const card = root.querySelector('[data-testid="w3m-modal-card"]')!.getBoundingClientRect()
      const badge = root.querySelector('[data-testid="address-book-overlay"]')!.getBoundingClientRect()
      return Math.abs(badge.right - (card.right - 16)) < 1
    })
    const after = await pinAndCorner(page)
    expect(after.pin).toEqual(after.corner)
    expect(after.corner[0]).not.toBe(before.corner[0])
    await page.setViewportSize({ width: 1024, height: 860 })

    // The account action opens the view, titled from the manifest; a contact is saved.
    await page.click(m('wallet-features-addressBook-button'))
    await page.waitForSelector(m('address-book-view'))
    await expect.poll(() => page.textContent(m('w3m-header-text'))).toBe('Address book')
    await page.fill(m('address-book-label'), 'Treasury')
    await page.click(m('address-book-save'))
    await page.waitForSelector(m('address-book-list'))
    expect(await page.textContent(m('address-book-list'))).toContain('Treasury')
    await expect.poll(() => page.textContent(m('address-book-overlay'))).toBe('1 contact')
    await settled(page)
    await page.screenshot({ path: `${ARTIFACTS_DIR}third-party-address-book-dark.png` })
    expect(await auditModal(page)).toEqual([])
    const cardBackground = () => getComputedStyle(document.querySelector('airlock-modal')!.shadowRoot!.querySelector('[data-testid="w3m-modal-card"]')!).backgroundColor
    const dark = await page.evaluate(cardBackground)
    await page.evaluate(() => (window as unknown as { __kit: { setThemeMode(m: string): void } }).__kit.setThemeMode('light'))
    await page.waitForFunction((before) => getComputedStyle(document.querySelector('airlock-modal')!.shadowRoot!.querySelector('[data-testid="w3m-modal-card"]')!).backgroundColor !== before, dark)
    await settled(page)
    await page.screenshot({ path: `${ARTIFACTS_DIR}third-party-address-book-light.png` })
    expect(await auditModal(page)).toEqual([])

    // The settings row in AccountSettings (the Account view's settings button) opens it too.
    await page.click(m('header-back'))
    await page.waitForSelector(m('w3m-account-view'))
    await page.click(m('wui-profile-button'))
    await page.waitForSelector(m('w3m-account-settings-view'))
    await page.click(m('address-book-settings-row'))
    await page.waitForSelector(m('address-book-view'))
    await page.click(m('header-back'))
    await page.click(m('header-back'))
    // And the header button.
    await page.click(m('address-book-header-button'))
    await page.waitForSelector(m('address-book-view'))
    expect(await page.textContent(m('w3m-header-text'))).toBe('Address book')

    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await close()
  })

  it('with the addressBook flag off, the action, the settings row, the header button and the badge are not there', async () => {
    const from = requested.length
    const { page, errors, close } = await openHost({ features: { addressBook: false } })
    await connectKeplr(page)
    await page.waitForSelector(m('w3m-modal-card'), { state: 'hidden' })
    await page.click('[data-testid="account-button"]')
    await page.waitForSelector(m('w3m-account-view'))
    await page.waitForSelector(m('wui-profile-button'))
    expect(await page.$$(m('wallet-features-addressBook-button'))).toEqual([])
    expect(await page.$$(m('address-book-header-button'))).toEqual([])
    expect(await page.$$(m('address-book-overlay'))).toEqual([])
    await page.click(m('wui-profile-button'))
    await page.waitForSelector(m('w3m-account-settings-view'))
    expect(await page.$$(m('address-book-settings-row'))).toEqual([])
    await settled(page)
    await page.screenshot({ path: `${ARTIFACTS_DIR}third-party-flag-off.png` })
    // Never even downloaded: neither the service's nor the view's chunk was asked for.
    const chunks = ['examples/address-book/src/activate.ts', 'examples/address-book/src/views/AddressBookView.tsx'].map((source) => page$.chunkOf(source))
    expect(chunks.every(Boolean)).toBe(true)
    expect(requested.slice(from).filter((path) => chunks.includes(path))).toEqual([])
    expect(errors).toEqual([])
    await close()
  })
  it('the NEAR-like example: balance, sign-in and Send all go through the kit, against its ledger with real ed25519 signatures', async () => {
    const YOCTO = 10n ** 24n
    const { page, blocked, errors, close } = await openHost({ near: true })
    const account = await page.evaluate(() => (window as unknown as { nearWallet: { accountId: string } }).nearWallet.accountId)
    ledger.fund(account, 5n * YOCTO)
    const receiver = 'ab'.repeat(32)

    await page.click('[data-testid="connect-button"]')
    await page.click(m('wallet-selector-near-wallet'))
    // Sign-in: the siwx plugin asks, the adapter's signMessage signs, the example's verifier checks.
    await page.waitForSelector(m('w3m-connecting-siwe-sign'))
    await settled(page)
    await page.screenshot({ path: `${ARTIFACTS_DIR}third-party-near-siwx-dark.png` })
    expect(await auditModal(page)).toEqual([])
    await page.click(m('w3m-connecting-siwe-sign'))
    await page.waitForSelector(m('w3m-modal-card'), { state: 'hidden' })
    expect(await page.evaluate(() => (window as unknown as { __kit: { getCaipAddress(): string } }).__kit.getCaipAddress())).toBe(`near:sandbox:${account}`)
    const [session] = await page.evaluate((address) => (window as unknown as { __siwx: { getSessions(c: string, a: string): Promise<unknown[]> } }).__siwx.getSessions('near:sandbox', address), account)
    const signed = session as Parameters<NearVerifier['verify']>[0]
    expect(signed.data).toMatchObject({ accountAddress: account, chainId: 'near:sandbox' })
    expect(await new NearVerifier().verify(signed)).toBe(true)
    expect(await new NearVerifier().verify({ ...signed, message: `${signed.message} ` })).toBe(false)

    // Balance: the balances plugin asked the adapter's getBalance, which read the ledger.
    await expect.poll(() => page.textContent('[data-testid="account-button"]'), { timeout: 30_000 }).toContain('5.00 NEAR')

    // Send: the send plugin's views, the adapter's sendTransfer, the wallet's signature, the ledger.
    await page.click('[data-testid="account-button"]')
    await page.waitForSelector(m('w3m-account-view'))
    await page.click(m('wallet-features-send-button'))
    await page.waitForSelector(m('w3m-wallet-send-view'))
    await expect.poll(() => page.textContent(m('w3m-send-select-token-button'))).toContain('NEAR')
    await page.fill(m('w3m-send-amount-input'), '1.5')
    await page.fill(m('w3m-send-receiver-input'), receiver)
    await page.click(m('w3m-send-preview-button'))
    await page.waitForSelector(m('w3m-wallet-send-preview-view'))
    expect(await page.textContent(m('w3m-send-preview-amount'))).toBe('1.5 NEAR')
    await settled(page)
    await page.screenshot({ path: `${ARTIFACTS_DIR}third-party-near-send-preview-dark.png` })
    expect(await auditModal(page)).toEqual([])
    await page.click(m('w3m-send-button'))
    await page.waitForSelector(m('w3m-account-view'), { timeout: 30_000 })
    await expect.poll(() => ledger.transfers.length, { timeout: 30_000 }).toBe(1)
    expect(ledger.transfers[0]).toMatchObject({ from: account, to: receiver, amount: 15n * YOCTO / 10n })
    expect(ledger.balanceOf(receiver)).toBe(15n * YOCTO / 10n)
    await expect.poll(() => page.textContent('[data-testid="account-button"]'), { timeout: 30_000 }).toContain('3.50 NEAR')

    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await close()
  })
})
