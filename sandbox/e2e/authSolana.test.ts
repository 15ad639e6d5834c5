// The embedded wallet's Solana account in a real browser against the real secure site, mailbox
// and Solana devnets: email login connects eip155 and solana together, Solana message signing and
// a devnet transfer go through ApproveTransaction with the secure frame's own buttons, a network
// switch to a second Solana network, reload, and a disconnect that ends both namespaces.
import { ed25519 } from '@noble/curves/ed25519'
import { createHash } from 'node:crypto'
import { Connection, PublicKey } from '@solana/web3.js'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../../kernel'
import { decodeBase58, encodeBase58 } from '../../kernel/format/base58'
import { solanaTestnet } from '../../kernel/networks'
import { buildDemoApp, type DemoAppBuild } from '../app/buildDemoApp'
import { SOLANA_DEMO_RECEIVER } from '../app/SolanaTestInteractions'
import { startDemoServer, type DemoRoutes, type DemoServer } from '../launcher/demoServer'
import { startSolanaDevnet, type SolanaDevnet } from '../solana'
import { SOLANA_DEVNET_ACCOUNTS } from '../solana/accounts'
import { startSandbox } from '../testing/startSandbox'
import type { Sandbox } from '../testing/types'
import { ARTIFACTS_DIR } from './harness'
import { auditFrame } from './testing/auditFrame'
import { auditModal } from './testing/auditModal'
import { inModal, loginByEmail } from './testing/embeddedLogin'
import { pressSecureButton } from './testing/secureFrame'

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
const JS = 'text/javascript; charset=utf-8'
const BASE = '/auth-solana-e2e'
/**
 * The second Solana network: a local cluster of its own genesis hash. Not one the RPC gateway
 * serves (the kit would send those to the gateway, i.e. the sandbox's one devnet), so the kit
 * and the frame use this devnet's own URL and a transfer there is visible there only.
 */
const LOCALNET_GENESIS_HASH = encodeBase58(createHash('sha256').update('airlock-auth-solana-e2e/localnet').digest())
const MESSAGE = 'Hello from the Airlock demo'
const TRANSFER_LAMPORTS = 1_000_000

let sandbox: Sandbox<'api' | 'evm' | 'solana' | 'secureSite'>
let testnet: SolanaDevnet
let demo: DemoServer
let browser: Browser
let build: DemoAppBuild
let testnetNetwork: CaipNetwork

beforeAll(async () => {
  ;[sandbox, testnet, build, browser] = await Promise.all([
    startSandbox({ services: ['api', 'evm', 'solana', 'secureSite'] }),
    startSolanaDevnet({ genesisHash: LOCALNET_GENESIS_HASH }),
    buildDemoApp({ entry: fileURLToPath(new URL('./authSolanaPage.tsx', import.meta.url)), minify: true, base: BASE }),
    chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }),
  ])
  const rpc = { http: [testnet.rpcUrl], webSocket: [testnet.wsUrl] }
  const reference = testnet.chainId.slice('solana:'.length)
  testnetNetwork = { ...solanaTestnet, id: reference, caipNetworkId: testnet.chainId, name: 'Solana Localnet', rpcUrls: { default: rpc, chainDefault: rpc } } as CaipNetwork
  const routes: DemoRoutes = new Map()
  for (const [path, text] of build.files) routes.set(path, { contentType: JS, body: () => text })
  routes.set(`${BASE}/config.js`, {
    contentType: JS,
    body: () => `window.__AUTH_SOLANA_E2E__ = ${JSON.stringify({ endpoints: sandbox.endpoints, networks: [...sandbox.networks, testnetNetwork] })};\n`,
  })
  routes.set(`${BASE}/`, {
    contentType: 'text/html; charset=utf-8',
    body: () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>Embedded wallet Solana test</title>
<script src="${BASE}/config.js"></script><script type="module" src="${BASE}/app.js"></script></head>
<body><main><h1>Host page</h1><div id="root"></div></main></body></html>
`,
  })
  demo = await startDemoServer({ routes })
  sandbox.allowOrigin(demo.url)
  // The secure site broadcasts only to networks in its own table: this test's second devnet joins it.
  sandbox.secureSite.addNetworks([testnetNetwork])
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await demo?.close()
  await testnet?.close()
  await sandbox?.close()
})

type Kit = {
  getAddress(namespace?: string): string | undefined
  getProviderType(namespace: string): string | undefined
  getProvider(namespace: string): { request(args: unknown): Promise<unknown> }
  switchNetwork(network: unknown): Promise<void>
  disconnect(namespace?: string): Promise<void>
  close(): void
}
const kitCall = <T>(page: Page, fn: (kit: Kit, arg: any) => T | Promise<T>, arg?: unknown): Promise<T> =>
  page.evaluate(({ source, arg }) => new Function('kit', 'arg', `return (${source})(kit, arg)`)((window as unknown as { __kit: Kit }).__kit, arg), { source: fn.toString(), arg }) as Promise<T>

const panel = (testId: string) => `[data-testid="solana-test-interactions"] [data-testid="${testId}"]`
const frameOf = (page: Page) => page.frameLocator('#w3m-iframe')
const result = (page: Page) => page.textContent(panel('solana-test-result'))

async function newContext() {
  const context = await browser.newContext({ viewport: { width: 1024, height: 900 } })
  // Nothing leaves the machine.
  await context.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort('blockedbyclient')))
  return context
}

async function openPage(context: BrowserContext, query = '') {
  const page = await context.newPage()
  await page.goto(`${demo.url}${BASE}/${query}`)
  return page
}

/** A screenshot, with the modal audited and (while it shows a request) the secure frame too. */
async function shot(page: Page, name: string, { approval = true } = {}) {
  await page.waitForTimeout(350) // the view's entry animation, for the picture only
  await page.screenshot({ path: `${ARTIFACTS_DIR}auth-solana-${name}.png` })
  expect(await auditModal(page)).toEqual([])
  if (!approval) return
  // The approval itself is the secure origin's page: audited there too.
  const frame = page.frames().find((f) => f.url().startsWith(`${sandbox.urls.secureSite}/frame`))
  expect(frame).toBeDefined()
  expect(await auditFrame(frame!)).toEqual([])
}

/** The frame's approval: its title, then the details as name/value pairs. */
async function approvalShown(page: Page, title: string): Promise<Record<string, string>> {
  await page.waitForSelector(inModal('w3m-approve-transaction-view'), { timeout: 30_000 })
  const frame = frameOf(page)
  await expect.poll(() => frame.locator('h1').textContent(), { timeout: 15_000 }).toBe(title)
  const names = await frame.locator('dt').allTextContents()
  const values = await frame.locator('dd').allTextContents()
  return Object.fromEntries(names.map((name, i) => [name, values[i] ?? '']))
}

const balanceOf = (rpcUrl: string, address: string) => new Connection(rpcUrl, 'confirmed').getBalance(new PublicKey(address))

describe('Embedded wallet, Solana (browser)', { timeout: 120_000 }, () => {
  const email = 'sol@example.com'
  let context: BrowserContext
  let page: Page
  let evmAddress: string
  let solanaAddress: string

  it('AUTH-01 AUTH-05 email login connects the embedded wallet on both namespaces: an eip155 and a solana account through the AUTH connector', async () => {
    context = await newContext()
    page = await openPage(context)
    await loginByEmail(page, sandbox.urls.mailbox, email)
    await expect.poll(() => kitCall(page, (kit) => kit.getAddress('solana')), { timeout: 15_000 }).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    evmAddress = (await kitCall(page, (kit) => kit.getAddress('eip155')))!
    solanaAddress = (await kitCall(page, (kit) => kit.getAddress('solana')))!
    expect(evmAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(decodeBase58(solanaAddress)).toHaveLength(32)
    expect(await kitCall(page, (kit) => [kit.getProviderType('eip155'), kit.getProviderType('solana')])).toEqual(['AUTH', 'AUTH'])
    // The namespace the visitor was on (eip155, the first network's) stays the active one.
    expect(await kitCall(page, (kit) => kit.getAddress())).toBe(evmAddress)
    await page.waitForSelector(panel('sign-message-button'))
  })

  it('BYD-17 the Solana key is made and kept in the secure origin: sealed under a key WebCrypto will not export; the host holds none', async () => {
    const hostStorage = await page.evaluate(async () => ({ local: JSON.stringify({ ...localStorage }), databases: (await indexedDB.databases()).map((d) => d.name) }))
    expect(hostStorage.databases).toEqual([])
    expect(hostStorage.local).not.toMatch(/[0-9a-f]{64}/i)
    const sealed = await frameOf(page).locator('body').evaluate(async (_body, id) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const r = indexedDB.open('airlock-secure-site')
        r.onsuccess = () => resolve(r.result)
        r.onerror = () => reject(r.error)
      })
      const get = (store: string, key: string) =>
        new Promise<unknown>((resolve) => {
          const r = db.transaction(store).objectStore(store).get(key)
          r.onsuccess = () => resolve(r.result)
        })
      const aes = (await get('wrapping', 'aes')) as CryptoKey
      const stored = (await get('keys', id)) as { sealed: ArrayBuffer }
      const exported = await crypto.subtle.exportKey('raw', aes).then(() => 'exported', (e: Error) => e.name)
      return { extractable: aes.extractable, exported, sealedBytes: stored.sealed.byteLength }
    }, `solana:${email}`)
    // A 32-byte ed25519 seed as 64 hex characters, plus the 16-byte AES-GCM tag.
    expect(sealed).toEqual({ extractable: false, exported: 'InvalidAccessError', sealedBytes: 64 + 16 })
  })

  it('AUTH-15 AUTH-16 BYD-17 Solana message signing opens ApproveTransaction with the frame\'s own request; Sign gives an ed25519 signature by the account', async () => {
    await page.click(panel('sign-message-button'))
    const rows = await approvalShown(page, 'Request for a signature')
    expect(rows).toEqual({ Network: 'Solana Devnet', Account: solanaAddress })
    expect(await frameOf(page).locator('pre').textContent()).toBe(MESSAGE)
    expect(await frameOf(page).locator('[data-testid="secure-confirm-button"]').textContent()).toBe('Sign')
    expect(await page.textContent('airlock-modal [data-testid="w3m-header-text"]')).toBe('Approve Transaction')
    await shot(page, 'approve-message-dark')
    await pressSecureButton(frameOf(page), 'confirm')
    await expect.poll(() => result(page), { timeout: 15_000 }).toBe('Signing Succeeded')
    const signature = Uint8Array.from(Buffer.from((await page.textContent(panel('solana-test-result-detail')))!, 'hex'))
    expect(ed25519.verify(signature, new TextEncoder().encode(MESSAGE), decodeBase58(solanaAddress))).toBe(true)
    await page.waitForSelector('airlock-modal [data-testid="w3m-modal-card"]', { state: 'hidden', timeout: 10_000 })
  })

  it('Cancel in the frame rejects the Solana request with "User rejected the request"', async () => {
    await page.click(panel('sign-message-button'))
    await approvalShown(page, 'Request for a signature')
    await pressSecureButton(frameOf(page), 'cancel')
    await expect.poll(() => result(page), { timeout: 15_000 }).toBe('Signing Failed')
    expect(await page.textContent(panel('solana-test-result-detail'))).toBe('User rejected the request')
    await page.waitForSelector('airlock-modal [data-testid="w3m-modal-card"]', { state: 'hidden', timeout: 10_000 })
  })

  it('closing the modal aborts the waiting Solana request: the dapp promise rejects', async () => {
    await page.click(panel('sign-message-button'))
    await approvalShown(page, 'Request for a signature')
    await kitCall(page, (kit) => kit.close())
    await expect.poll(() => page.textContent(panel('solana-test-result-detail')), { timeout: 15_000 }).toBe('User rejected the request')
    expect(await frameOf(page).locator('#approval').isHidden()).toBe(true)
  })

  it('AUTH-17 with the modal open, a Solana request pushes ApproveTransaction onto the stack and returns to the view after it', async () => {
    await page.click('[data-testid="account-button"]')
    await page.waitForSelector(inModal('w3m-account-view'), { timeout: 30_000 })
    // The host's buttons sit under the modal's overlay: ask through the provider, as a dapp would.
    const signed = kitCall(page, (kit, address) =>
      kit.getProvider('solana').request({ method: 'solana_signMessage', params: { message: '2NEpo7TZRRrLZSi2U', pubkey: address } }),
    solanaAddress)
    await approvalShown(page, 'Request for a signature')
    expect(await frameOf(page).locator('pre').textContent()).toBe('Hello World!')
    await pressSecureButton(frameOf(page), 'confirm')
    const { signature } = (await signed) as { signature: string }
    expect(ed25519.verify(decodeBase58(signature), new TextEncoder().encode('Hello World!'), decodeBase58(solanaAddress))).toBe(true)
    await page.waitForSelector(inModal('w3m-account-view'), { timeout: 30_000 })
    await kitCall(page, (kit) => kit.close())
    await page.waitForSelector('airlock-modal [data-testid="w3m-modal-card"]', { state: 'hidden', timeout: 10_000 })
  })

  it('AUTH-16 a devnet transfer: the frame decodes it (amount, receiver), Approve signs and sends it, the devnet has it', async () => {
    sandbox.devnets.solana.airdrop(solanaAddress, '1')
    const before = await balanceOf(sandbox.urls.solana, SOLANA_DEMO_RECEIVER)
    await page.click(panel('send-transaction-button'))
    const rows = await approvalShown(page, 'Request for a transaction')
    expect(rows).toEqual({
      Network: 'Solana Devnet',
      'Fee payer': solanaAddress,
      Transfer: `0.001 SOL to ${SOLANA_DEMO_RECEIVER}`,
      'Sent by': 'this wallet, once you approve',
    })
    expect(await frameOf(page).locator('[data-testid="secure-confirm-button"]').textContent()).toBe('Approve')
    await shot(page, 'approve-transaction-dark')
    await pressSecureButton(frameOf(page), 'confirm')
    await expect.poll(() => result(page), { timeout: 30_000 }).toBe('Signing Succeeded')
    const signature = (await page.textContent(panel('solana-test-result-detail')))!
    const status = await new Connection(sandbox.urls.solana, 'confirmed').getSignatureStatus(signature)
    expect(status.value?.err).toBeNull()
    expect(await balanceOf(sandbox.urls.solana, SOLANA_DEMO_RECEIVER)).toBe(before + TRANSFER_LAMPORTS)
  })

  it('a switch to another Solana network: same account, the frame names the new network and the transfer lands there', async () => {
    testnet.airdrop(solanaAddress, '1')
    await kitCall(page, (kit, network) => kit.switchNetwork(network), testnetNetwork)
    expect(await kitCall(page, (kit) => kit.getAddress('solana'))).toBe(solanaAddress)
    const before = await balanceOf(testnet.rpcUrl, SOLANA_DEMO_RECEIVER)
    await page.click(panel('send-transaction-button'))
    const rows = await approvalShown(page, 'Request for a transaction')
    expect(rows.Network).toBe('Solana Localnet')
    await pressSecureButton(frameOf(page), 'confirm')
    await expect.poll(() => result(page), { timeout: 30_000 }).toBe('Signing Succeeded')
    expect(await balanceOf(testnet.rpcUrl, SOLANA_DEMO_RECEIVER)).toBe(before + TRANSFER_LAMPORTS)
  })

  it('AUTH-18 AUTH-19 a Solana method the embedded wallet does not offer fails with "Requested RPC call is not allowed" and shows "Action not allowed"', async () => {
    const message = await kitCall(page, (kit) => kit.getProvider('solana').request({ method: 'solana_signIn', params: {} }).then(() => 'answered', (e: Error) => e.message))
    expect(message).toBe('Requested RPC call is not allowed')
    const snack = await page.evaluate(() =>
      (window as unknown as { __container: { resolve(t: symbol): { getState(): { message: string; variant: string } } } }).__container.resolve(Symbol.for('airlock.snackbar')).getState(),
    )
    expect(snack).toMatchObject({ message: 'Action not allowed', variant: 'error' })
  })

  it('reload restores both namespaces of the embedded session without asking again', async () => {
    await page.reload()
    await page.waitForSelector('[data-testid="account-button"]', { timeout: 30_000 })
    await expect.poll(() => kitCall(page, (kit) => [kit.getAddress('eip155'), kit.getAddress('solana')]), { timeout: 15_000 }).toEqual([evmAddress, solanaAddress])
    expect(await kitCall(page, (kit) => [kit.getProviderType('eip155'), kit.getProviderType('solana')])).toEqual(['AUTH', 'AUTH'])
    // Restored means signing works without a new login.
    await page.click(panel('sign-message-button'))
    await approvalShown(page, 'Request for a signature')
    await pressSecureButton(frameOf(page), 'confirm')
    await expect.poll(() => result(page), { timeout: 15_000 }).toBe('Signing Succeeded')
  })

  it('BYD-17 "Export key" with the Solana account active opens the secure site\'s page; the Solana secret key shows there, never in the host', async () => {
    await page.waitForSelector('airlock-modal [data-testid="w3m-modal-card"]', { state: 'hidden', timeout: 10_000 })
    expect(await kitCall(page, (kit) => kit.getAddress())).toBe(solanaAddress)
    await page.click('[data-testid="account-button"]')
    await page.click(inModal('wui-profile-button'), { timeout: 30_000 })
    await page.waitForSelector(inModal('w3m-account-settings-view'), { timeout: 30_000 })
    await shot(page, 'account-settings-dark', { approval: false })
    // AppKit's way: the settings row, then the UpgradeWallet view's link to the secure site.
    await page.click(inModal('account-settings-export-key'))
    await page.waitForSelector(inModal('w3m-upgrade-wallet-view'), { timeout: 30_000 })
    const [exportPage] = await Promise.all([context.waitForEvent('page'), page.click(inModal('w3m-secure-website-button'))])
    await exportPage.waitForLoadState()
    expect(new URL(exportPage.url()).origin).toBe(sandbox.urls.secureSite)
    await expect.poll(() => exportPage.textContent('[data-testid="secure-solana-account"]'), { timeout: 15_000 }).toBe(`Account ${solanaAddress}.`)
    await exportPage.click('[data-testid="secure-reveal-solana-key-button"]')
    await expect.poll(() => exportPage.textContent('[data-testid="secure-solana-private-key"]'), { timeout: 15_000 }).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
    const secret = decodeBase58((await exportPage.textContent('[data-testid="secure-solana-private-key"]'))!)
    expect(secret).toHaveLength(64)
    expect(encodeBase58(ed25519.getPublicKey(secret.slice(0, 32)))).toBe(solanaAddress)
    expect(encodeBase58(secret.slice(32))).toBe(solanaAddress)
    await exportPage.screenshot({ path: `${ARTIFACTS_DIR}auth-solana-export-key.png` })
    await exportPage.close()
    expect(await page.content()).not.toContain(encodeBase58(secret))
    await kitCall(page, (kit) => kit.close())
  })

  it('DISC-05 disconnecting the solana namespace disconnects eip155 too (the same embedded login) and signs out of the secure site', async () => {
    await page.waitForSelector('airlock-modal [data-testid="w3m-modal-card"]', { state: 'hidden', timeout: 10_000 })
    await kitCall(page, (kit) => kit.disconnect('solana'))
    await page.waitForSelector('[data-testid="connect-button"]', { timeout: 30_000 })
    expect(await kitCall(page, (kit) => [kit.getAddress('eip155') ?? null, kit.getAddress('solana') ?? null])).toEqual([null, null])
    await expect.poll(() => frameOf(page).locator('body').evaluate(() => fetch('/v1/session').then((r) => r.status))).toBe(401)
    // After a reload nothing comes back.
    await page.reload()
    await page.waitForSelector('[data-testid="connect-button"]', { timeout: 30_000 })
    expect(await kitCall(page, (kit) => kit.getAddress('solana') ?? null)).toBeNull()
    await page.close()
  })

  it('light theme: the same login gets the same Solana account back; the Solana approvals in the light theme', async () => {
    page = await openPage(context, '?theme=light')
    await loginByEmail(page, sandbox.urls.mailbox, email)
    await expect.poll(() => kitCall(page, (kit) => kit.getAddress('solana')), { timeout: 15_000 }).toBe(solanaAddress)
    await page.click(panel('sign-message-button'))
    await approvalShown(page, 'Request for a signature')
    await shot(page, 'approve-message-light')
    await pressSecureButton(frameOf(page), 'confirm')
    await expect.poll(() => result(page), { timeout: 15_000 }).toBe('Signing Succeeded')
    await page.click(panel('send-transaction-button'))
    await approvalShown(page, 'Request for a transaction')
    await shot(page, 'approve-transaction-light')
    await pressSecureButton(frameOf(page), 'cancel')
    await expect.poll(() => result(page), { timeout: 15_000 }).toBe('Signing Failed')
    await context.close()
  })

  it('DISC-05 only what the embedded login connected goes with it: an extension that took over solana disconnects alone', async () => {
    const mixed = await newContext()
    const mix = await openPage(mixed, '?extension=solana')
    await loginByEmail(mix, sandbox.urls.mailbox, 'mix@example.com')
    await expect.poll(() => kitCall(mix, (kit) => kit.getProviderType('solana')), { timeout: 15_000 }).toBe('AUTH')
    const evm = await kitCall(mix, (kit) => kit.getAddress('eip155'))
    // The visitor picks the extension for solana: it replaces the embedded wallet's solana account.
    const pickExtension = () =>
      mix.evaluate(async () => {
        const w = window as unknown as { __kit: { getConnectors(ns: string): { name: string }[] }; __container: { resolve(t: symbol): { connect(a: unknown): Promise<unknown> } } }
        const connector = w.__kit.getConnectors('solana').find((c) => c.name === 'Solana Extension')
        await w.__container.resolve(Symbol.for('airlock.connectionController')).connect({ connector, namespace: 'solana' })
      })
    await pickExtension()
    expect(await kitCall(mix, (kit) => [kit.getProviderType('eip155'), kit.getProviderType('solana'), kit.getAddress('solana')])).toEqual(['AUTH', 'ANNOUNCED', SOLANA_DEVNET_ACCOUNTS[2]!.address])
    // A reload restores what the login held (eip155) and does not take solana back from the extension.
    await mix.reload()
    await expect.poll(() => kitCall(mix, (kit) => kit.getAddress('eip155')), { timeout: 30_000 }).toBe(evm)
    // (Restoring would have connected solana before eip155, the active one: it is settled by now.)
    expect(await kitCall(mix, (kit) => kit.getProviderType('solana') ?? null)).not.toBe('AUTH')
    await pickExtension()
    await kitCall(mix, (kit) => kit.disconnect('solana'))
    expect(await kitCall(mix, (kit) => [kit.getAddress('solana') ?? null, kit.getAddress('eip155')])).toEqual([null, evm])
    // The embedded login is still signed in: its session was not the extension's to end.
    expect(await frameOf(mix).locator('body').evaluate(() => fetch('/v1/session').then((r) => r.status))).toBe(200)
    await mixed.close()
  })

  it('AUTH-05 a kit with Solana networks only: email login connects the solana account alone, and it signs', async () => {
    const solanaOnly = await newContext()
    const only = await openPage(solanaOnly, '?only=solana')
    await loginByEmail(only, sandbox.urls.mailbox, 'solo@example.com')
    await expect.poll(() => kitCall(only, (kit) => kit.getAddress()), { timeout: 15_000 }).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(await kitCall(only, (kit) => [kit.getProviderType('solana'), kit.getAddress('eip155') ?? null])).toEqual(['AUTH', null])
    await only.click(panel('sign-message-button'))
    await approvalShown(only, 'Request for a signature')
    await pressSecureButton(frameOf(only), 'confirm')
    await expect.poll(() => result(only), { timeout: 15_000 }).toBe('Signing Succeeded')
    await solanaOnly.close()
  })
})
