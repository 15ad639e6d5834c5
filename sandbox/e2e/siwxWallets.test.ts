// Sign in with a Solana wallet and with WalletConnect one-click auth, in a real browser on one
// sandbox (API, EVM and Solana devnets, WalletConnect relay). Solana: the Wallet Standard test
// wallet signs the CAIP-122 message in SIWXSignMessage and the session verifies with the
// SolanaVerifier. WalletConnect: the Node WalletConnect test wallet reads the QR code's URI, as a
// phone would, and answers the kit's wc_sessionAuthenticate with a signed CACAO; the session is
// stored with no SIWXSignMessage step. Reloads restore both without a new prompt or pairing.
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildDemoApp } from '../app/buildDemoApp'
import { startQuickstartDemo, type QuickstartDemo } from '../app/appkit-quickstart/startQuickstartDemo'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import type { Relay } from '../relay'
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from '../wallets/walletconnect'
import { ARTIFACTS_DIR } from './harness'
import { auditModal } from './testing/auditModal'
import { CHROMIUM_ARGS, inModal, openPage } from './testing/pageSession'
import { addPluginTestPage } from './testing/pluginTestPage'

const BASE = '/siwx-wallets'
const SOLANA_ROW = 'wallet-selector-airlock solana wallet' // installBrowserWallets' name, lower-cased

let demo: QuickstartDemo
let browser: Browser
let relay: Relay
let wallet: WalletConnectTestWallet

beforeAll(async () => {
  const build = await buildDemoApp({ entry: fileURLToPath(new URL('./siwxWalletsPage.tsx', import.meta.url)), minify: true, base: BASE })
  ;[demo, browser] = await Promise.all([
    startQuickstartDemo({
      extraServices: ['solana', 'relay'],
      extend(routes, sandbox) {
        addPluginTestPage(routes, {
          build,
          base: BASE,
          globalName: '__SIWX_WALLETS_E2E__',
          title: 'Sign-in wallets test',
          config: { endpoints: sandbox.endpoints, networks: sandbox.networks },
        })
      },
    }),
    chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }),
  ])
  relay = (demo.sandbox as unknown as { relay: Relay }).relay
  wallet = await createWalletConnectTestWallet({ relayUrl: relay.url, evmPrivateKey: DEVNET_ACCOUNTS[8]!.privateKey })
}, 180_000)

afterEach(async () => {
  await wallet.disconnect().catch(() => undefined)
})

afterAll(async () => {
  await wallet?.close()
  await browser?.close()
  await demo?.close()
})

type Win = {
  __kit: { getAddress(ns?: string): string | undefined; getIsConnectedState(): boolean; setThemeMode(m: string): void }
  __siwx: { getSessions(chainId: string, address: string): Promise<{ data: { chainId: string }; message: string; signature: string }[]> }
  __views: string[]
  __verifySolana(session: unknown): Promise<boolean>
  __AIRLOCK_WALLETS__: { solana: { publicKey: string; accounts: readonly unknown[] } }
}
const status = (page: Page) => page.textContent('[data-testid="w3m-authentication-status"]')
const address = (page: Page, ns: string) => page.evaluate((n) => (window as unknown as Win).__kit.getAddress(n), ns)
const views = (page: Page) => page.evaluate(() => [...(window as unknown as Win).__views])

async function open(query: string) {
  const session = await openPage(browser, `${demo.demo.url}${BASE}/${query}`)
  await session.page.waitForSelector('[data-testid="connect-button"], [data-testid="account-button"]', { timeout: 60_000 })
  return session
}

async function reload(page: Page) {
  await page.reload()
  await page.waitForSelector('[data-testid="account-button"]', { timeout: 30_000 })
}

/** The URI the QR code shows, once drawn (what a phone's camera reads). */
async function qrUri(page: Page): Promise<string> {
  const qr = page.locator(inModal('wui-qr-code'))
  await qr.locator('svg').waitFor({ timeout: 30_000 })
  const uri = await qr.getAttribute('data-uri')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri!
}

/** Both themes of the open modal: a picture each, and axe's findings. */
async function shootBothThemes(page: Page, name: string) {
  const problems: string[] = []
  await page.waitForSelector(inModal('wui-snackbar-message'), { state: 'hidden', timeout: 6_000 }).catch(() => undefined)
  for (const mode of ['dark', 'light'] as const) {
    await page.evaluate((m) => (window as unknown as Win).__kit.setThemeMode(m), mode)
    await page.waitForTimeout(300) // entry animation and theme transition done, for the picture
    await page.screenshot({ path: `${ARTIFACTS_DIR}${name}-${mode}.png` })
    problems.push(...(await auditModal(page)).map((p) => `${mode}: ${p}`))
  }
  return problems
}

describe('Sign in with a Solana wallet (browser)', () => {
  it('SIWX-04 SIWX-05 SIWX-06 BYD-18 BYD-26 the Solana test wallet signs the CAIP-122 message in SIWXSignMessage; the stored session verifies with the SolanaVerifier; a reload is still connected and authenticated with no prompt', async () => {
    const { page, context, errors, blocked } = await open('?ns=solana&siwx=required&wallets=solana')
    const publicKey = await page.evaluate(() => (window as unknown as Win).__AIRLOCK_WALLETS__.solana.publicKey)
    expect(await status(page)).toBe('unauthenticated')
    await page.click('[data-testid="connect-button"]')
    await page.click(inModal(SOLANA_ROW), { timeout: 30_000 })
    await page.waitForSelector(inModal('w3m-siwx-sign-message-view'), { timeout: 30_000 })
    expect(await page.textContent(inModal('w3m-siwx-title'))).toBe('Airlock Sign-in Test needs to connect to your wallet')
    expect(await page.textContent(inModal('w3m-siwx-description'))).toBe(
      'Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.',
    )
    expect(await shootBothThemes(page, 'siwx-solana-sign')).toEqual([])

    await page.click(inModal('w3m-connecting-siwe-sign'))
    await page.waitForSelector('[data-testid="w3m-modal-card"]', { state: 'hidden', timeout: 30_000 })
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('authenticated')
    expect(await address(page, 'solana')).toBe(publicKey)

    const check = await page.evaluate(async (key) => {
      const w = (window as unknown as Win)
      const chainId = JSON.parse(localStorage.getItem('@appkit/siwx') ?? '[]')[0]?.data.chainId as string
      const [session] = await w.__siwx.getSessions(chainId, key)
      const tampered = { ...session, message: session!.message.replace('Issued At', 'Issued  At') }
      return { chainId, lines: session!.message.split('\n').slice(0, 2), verifies: await w.__verifySolana(session), tampered: await w.__verifySolana(tampered) }
    }, publicKey)
    expect(check.chainId).toMatch(/^solana:/)
    expect(check.lines).toEqual([`${new URL(demo.demo.url).host} wants you to sign in with your Solana account:`, publicKey])
    expect(check.verifies).toBe(true)
    expect(check.tampered).toBe(false)

    await reload(page)
    await expect.poll(() => address(page, 'solana'), { timeout: 15_000 }).toBe(publicKey)
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('authenticated')
    expect(await page.isVisible('[data-testid="w3m-modal-card"]')).toBe(false)
    expect(await views(page)).not.toContain('SIWXSignMessage')
    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await context.close()
  }, 180_000)

  it('SIWX-08 cancelling a required Solana sign-in disconnects, and the wallet lets the site go', async () => {
    const { page, context, errors } = await open('?ns=solana&siwx=required&wallets=solana')
    await page.click('[data-testid="connect-button"]')
    await page.click(inModal(SOLANA_ROW), { timeout: 30_000 })
    await page.waitForSelector(inModal('w3m-siwx-sign-message-view'), { timeout: 30_000 })
    await page.click(inModal('w3m-connecting-siwe-cancel'))
    await page.waitForSelector('[data-testid="connect-button"]', { timeout: 30_000 })
    expect(await page.evaluate(() => (window as unknown as Win).__kit.getIsConnectedState())).toBe(false)
    expect(await status(page)).toBe('unauthenticated')
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('@appkit/siwx') ?? '[]'))).toEqual([])
    expect(await page.evaluate(() => (window as unknown as Win).__AIRLOCK_WALLETS__.solana.accounts.length)).toBe(0)
    // A reload does not bring the cancelled connection back.
    await page.reload()
    await page.waitForSelector('[data-testid="connect-button"]', { timeout: 30_000 })
    expect(await address(page, 'solana')).toBeUndefined()
    expect(errors).toEqual([])
    await context.close()
  }, 120_000)
})

describe('WalletConnect in the browser: one-click auth and a reload (sandbox relay, Node test wallet)', () => {
  it('SESS-03 SIWX-03 one-click auth: the QR code reaches the WalletConnect test wallet, which signs the CACAO; the session is stored with no SIWXSignMessage step; a reload restores it without a new pairing', async () => {
    const { page, context, errors, blocked } = await open('?siwx=required&wallets=')
    await page.click('[data-testid="connect-button"]')
    await page.click(inModal('wallet-selector-walletconnect'))
    const uri = await qrUri(page)
    const signed = wallet.waitFor('session_authenticated', 30_000)
    await wallet.pair(uri)
    const { auths } = await signed
    await page.waitForSelector('[data-testid="w3m-modal-card"]', { state: 'hidden', timeout: 30_000 })
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('authenticated')
    expect((await address(page, 'eip155'))?.toLowerCase()).toBe(wallet.address.toLowerCase())
    expect(await views(page)).not.toContain('SIWXSignMessage')
    // No second step: the wallet was never asked for a personal_sign.
    expect(wallet.requests).toEqual([])
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('@appkit/siwx') ?? '[]') as { cacao?: { s: { s: string } } }[])
    expect(stored.map((s) => s.cacao?.s.s).sort()).toEqual(auths.map((a) => a.s.s).sort())

    const proposalsBefore = relayProposals()
    const topics = wallet.sessionTopics()
    await reload(page)
    await expect.poll(async () => (await address(page, 'eip155'))?.toLowerCase(), { timeout: 15_000 }).toBe(wallet.address.toLowerCase())
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('authenticated')
    expect(await page.isVisible('[data-testid="w3m-modal-card"]')).toBe(false)
    expect(relayProposals()).toBe(proposalsBefore)
    expect(wallet.sessionTopics()).toEqual(topics)
    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await context.close()
  }, 180_000)

  it('BYD-26 a WalletConnect connection made from the QR code is restored after a browser reload without a new pairing, and still signs', async () => {
    const { page, context, errors } = await open('?wallets=')
    await page.click('[data-testid="connect-button"]')
    await page.click(inModal('wallet-selector-walletconnect'))
    const uri = await qrUri(page)
    await wallet.pair(uri)
    await page.waitForSelector('[data-testid="account-button"]', { timeout: 30_000 })
    const connected = await address(page, 'eip155')
    expect(connected?.toLowerCase()).toBe(wallet.address.toLowerCase())
    const proposalsBefore = relayProposals()
    const topics = wallet.sessionTopics()
    expect(topics).toHaveLength(1)

    await reload(page)
    await expect.poll(() => address(page, 'eip155'), { timeout: 15_000 }).toBe(connected)
    expect(relayProposals()).toBe(proposalsBefore)
    expect(wallet.sessionTopics()).toEqual(topics)
    // The restored session is live: a request from the page reaches the wallet over the relay.
    const answered = wallet.waitFor('session_request', 30_000)
    const signature = await page.evaluate(async (a) => {
      const kit = (window as unknown as Win).__kit as unknown as { getProvider(ns: string): { request(r: object): Promise<string> } }
      return kit.getProvider('eip155').request({ method: 'personal_sign', params: ['0x6869', a] })
    }, connected)
    expect((await answered).method).toBe('personal_sign')
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(errors).toEqual([])
    await context.close()
  }, 180_000)
})

/** Session proposals and authenticate requests the relay has carried (a new pairing sends one). */
function relayProposals(): number {
  return relay.calls.filter((c) => c.method === 'wc_proposeSession' || (c.method === 'irn_publish' && (c.params as { tag?: number }).tag === 1116)).length
}
