// TON in the demo, in Chromium: the TonConnect test wallet (?wallets=ton) connects through the
// modal, signs in (?siwx=default with the TON verifier), the account button shows its TON, a send
// goes through the Send views and lands on the TON sandbox (the @ton/sandbox emulator checks the
// wallet's signature) and shows in the Activity tab (the chain plugin's getActivity), and the
// network switch and a reload keep the session. Both themes, axe.
import { Address } from '@ton/core'
import { mkdir } from 'node:fs/promises'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { addDemoAppRoutes } from '../app/addDemoAppRoutes'
import { buildDemoApp } from '../app/buildDemoApp'
import { createDemoRoutes } from '../launcher/demoRoutes'
import { startDemoServer, type DemoServer } from '../launcher/demoServer'
import { buildBrowserWallets } from '../testing/buildBrowserWallets'
import { startSandbox } from '../testing/startSandbox'
import type { Sandbox } from '../testing/types'
import { startTonNetwork, type TonNetwork } from '../ton'
import { ARTIFACTS_DIR } from './harness'
import { auditModal } from './testing/auditModal'
import { CHROMIUM_ARGS, inModal, openPage, type PageSession } from './testing/pageSession'
import { waitForModalAtRest } from './testing/waitForModalAtRest'

let sandbox: Sandbox<'api'>
let ton: TonNetwork
let demo: DemoServer
let browser: Browser
let session: PageSession
// Generous: the machine is shared; every wait inside is event-driven.
const STEP_MS = 180_000

beforeAll(async () => {
  ;[sandbox, ton] = await Promise.all([startSandbox({ services: ['api'] }), startTonNetwork()])
  const routes = createDemoRoutes({ services: () => [], walletsConfig: { rpcUrls: {}, tonRpcUrl: ton.rpcUrl }, walletsBundle: () => buildBrowserWallets({ minify: true }) })
  addDemoAppRoutes(routes, { endpoints: sandbox.endpoints, networks: sandbox.networks })
  demo = await startDemoServer({ routes })
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
  await mkdir(ARTIFACTS_DIR, { recursive: true })
  // Both bundles build on first use; have them ready so the page load is a page load.
  await Promise.all([buildDemoApp(), buildBrowserWallets({ minify: true })])
  session = await openPage(browser, `${demo.url}/?wallets=ton&siwx=default`)
}, 180_000)

afterEach(async (ctx) => {
  // What the page showed when a step failed, for the artifacts.
  if (ctx.task.result?.state === 'fail') await session?.page.screenshot({ path: `${ARTIFACTS_DIR}ton-failed.png` }).catch(() => undefined)
})

afterAll(async () => {
  await session?.context.close()
  await browser?.close()
  await demo?.close()
  await Promise.all([sandbox?.close(), ton?.close()])
})

const balanceOf = async (address: string) => BigInt((await (await fetch(`${ton.rpcUrl}/getAddressBalance?address=${address}`)).json()).result)

/** Screenshots the modal in both themes and returns axe's serious findings. */
async function shootBothThemes(page: Page, name: string): Promise<string[]> {
  const problems: string[] = []
  await waitForModalAtRest(page)
  await page.mouse.move(1, 1)
  for (const mode of ['dark', 'light'] as const) {
    await page.evaluate((m) => (window as unknown as { __AIRLOCK_KIT__: { setThemeMode(m: string): void } }).__AIRLOCK_KIT__.setThemeMode(m), mode)
    await waitForModalAtRest(page)
    await page.screenshot({ path: `${ARTIFACTS_DIR}ton-${name}-${mode}.png` })
    problems.push(...(await auditModal(page)).map((p) => `${name} ${mode}: ${p}`))
  }
  return problems
}

describe('TON in the demo (browser)', () => {
  it('BYD-36 connects the TonConnect wallet and signs in with a TON signature the verifier accepts', async () => {
    const { page } = session
    await page.click('[data-testid="connect-button"]', { timeout: 60_000 })
    await page.click(inModal('wallet-selector-airlocktonwallet'), { timeout: 30_000 })
    await page.waitForSelector(inModal('w3m-siwx-sign-message-view'), { timeout: 30_000 })
    expect(await shootBothThemes(page, 'sign-in')).toEqual([])
    await page.click(inModal('w3m-connecting-siwe-sign'))
    await page.waitForSelector('[data-testid="w3m-modal-card"]', { state: 'hidden', timeout: 30_000 })
    await expect.poll(() => page.textContent('[data-testid="w3m-authentication-status"]'), { timeout: 30_000 }).toBe('authenticated')
    expect(session.errors).toEqual([])
  }, STEP_MS)

  it('BYD-36 shows the account with its user-friendly address and TON balance', async () => {
    const { page } = session
    const button = '[data-testid="account-button"]'
    // The funded account's ~1,000 TON from the TON sandbox, not the 0.00 of a namespace without balances.
    await expect.poll(() => page.textContent(button), { timeout: 30_000 }).toMatch(/[1-9][\d,]*\.\d+ TON/)
    await page.click(button)
    await page.waitForSelector(inModal('w3m-account-view'), { timeout: 30_000 })
    const shown = await page.textContent(inModal('w3m-account-view'))
    // The truncated UQ… form of the sandbox's account 0, as TON wallets show it.
    expect(shown).toContain(ton.accounts[0]!.address.slice(0, 4))
    expect(await shootBothThemes(page, 'account')).toEqual([])
  }, STEP_MS)

  it('BYD-36 sends TON through the Send views: the TON sandbox pays the receiver', async () => {
    const { page } = session
    const receiver = ton.accounts[1]!
    const before = await balanceOf(receiver.address)
    await page.click(inModal('wallet-features-send-button'))
    await page.waitForSelector(inModal('w3m-wallet-send-view'), { timeout: 30_000 })
    await page.fill(inModal('w3m-send-amount-input'), '0.5')
    await page.fill(inModal('w3m-send-receiver-input'), receiver.address)
    await page.click(inModal('w3m-send-preview-button'))
    await page.waitForSelector(inModal('w3m-wallet-send-preview-view'), { timeout: 30_000 })
    // The fee the TON sandbox's estimateFee priced for this transfer: a few thousandths of a TON.
    await page.waitForSelector(inModal('w3m-send-preview-fee'), { timeout: 30_000 })
    expect(await page.textContent(inModal('w3m-send-preview-fee'))).toMatch(/^0\.00\d+ TON$/)
    expect(await shootBothThemes(page, 'send-preview')).toEqual([])
    await page.click(inModal('w3m-send-button'))
    await page.waitForSelector(inModal('w3m-account-view'), { timeout: 60_000 })
    await expect.poll(() => balanceOf(receiver.address), { timeout: 60_000 }).toBeGreaterThan(before + 490_000_000n)
  }, STEP_MS)

  it('issue 33: the Activity tab lists the send from the TON sandbox\'s history: Sent, 0.50 TON, to the receiver, confirmed', async () => {
    const { page } = session
    // The id is the hash of the external message the wallet broadcast, as the sandbox recorded it.
    const sent = (await (await fetch(`${ton.rpcUrl}/getTransactions?address=${ton.accounts[0]!.address}&limit=1`)).json()).result[0]
    const row = `airlock-modal [data-testid="activity-item-${sent.in_msg.hash}"]`
    await page.click(inModal('tab-activity'))
    await page.waitForSelector(`${row}[data-status="confirmed"][data-direction="out"]`, { timeout: 30_000 })
    expect(await page.textContent(`${row} [data-testid="activity-item-title"]`)).toBe('Sent')
    expect(await page.textContent(`${row} [data-testid="activity-item-amount"]`)).toContain('0.50 TON')
    expect(await page.textContent(row)).toContain(`to ${ton.accounts[1]!.address.slice(0, 4)}`)
    expect(await shootBothThemes(page, 'activity')).toEqual([])
    expect(session.errors).toEqual([])
  }, STEP_MS)

  it('BYD-36 switches to TON Testnet, signs in there, and keeps both across a reload', async () => {
    const { page } = session
    await page.click(inModal('w3m-account-select-network'))
    await page.click(inModal('w3m-network-switch-TON Testnet'), { timeout: 30_000 })
    const network = () => page.evaluate(() => (window as unknown as { __AIRLOCK_KIT__: { getCaipNetwork(): { caipNetworkId: string } | undefined } }).__AIRLOCK_KIT__.getCaipNetwork()?.caipNetworkId)
    await expect.poll(network, { timeout: 30_000 }).toBe('ton:-3')
    // The testnet shows the same account in TON's testnet form (non-bounceable, test-only: 0Q…).
    const address = () => page.evaluate(() => (window as unknown as { __AIRLOCK_KIT__: { getAddress(): string | undefined } }).__AIRLOCK_KIT__.getAddress())
    await expect.poll(address, { timeout: 30_000 }).toBe(Address.parse(ton.accounts[0]!.address).toString({ bounceable: false, testOnly: true }))
    // A session is per account and network (SIWX-03): the testnet asks for its own.
    await page.waitForSelector(inModal('w3m-siwx-sign-message-view'), { timeout: 30_000 })
    await page.click(inModal('w3m-connecting-siwe-sign'))
    await page.waitForSelector('[data-testid="w3m-modal-card"]', { state: 'hidden', timeout: 30_000 })
    await page.reload()
    await page.waitForSelector('[data-testid="account-button"]', { timeout: 60_000 })
    expect(await network()).toBe('ton:-3')
    expect(await address()).toMatch(/^0Q/)
    await expect.poll(() => page.textContent('[data-testid="w3m-authentication-status"]'), { timeout: 30_000 }).toBe('authenticated')
    expect(session.blocked).toEqual([])
    expect(session.errors).toEqual([])
  }, STEP_MS)
})
