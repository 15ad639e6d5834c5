// BYD-34 in the demo app as `npm start` serves it, with `?on=multiWallet`: two announced EIP-6963
// test wallets on the sandbox's EVM devnets connected at once, the ProfileWallets view with
// AppKit's ids (as AppKit's lab page objects use them), a switch without a prompt, a reload that
// restores both, one wallet disconnected on its own, then all. "Add wallet" leads back to
// ProfileWallets once the new wallet connected. The namespace tabs (EVM, Solana, ...) with AppKit's
// empty state on a namespace with no wallet, whose button opens Connect for that namespace. An
// extension and the Node WalletConnect test wallet (on the sandbox relay, paired from the QR code's
// URI) connected at once: switched both ways without a new approval, WalletConnect ended alone
// (its session served Solana too, which goes with it), and a reload that keeps the rest.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDemoAppRoutes } from '../app/addDemoAppRoutes'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from '../wallets/walletconnect'
import { connectTestWallet, inModal, openOfflinePage, shootBothThemes, startPluginPageHost, type PluginPageHost } from './testing/pluginPageHost'

let host: PluginPageHost
let wcWallet: WalletConnectTestWallet

beforeAll(async () => {
  host = await startPluginPageHost({ extend: (routes, s) => addDemoAppRoutes(routes, { endpoints: s.endpoints, networks: s.networks }) }, ['relay', 'solana'])
  const relay = (host.demo.sandbox.urls as { relay?: string }).relay!
  wcWallet = await createWalletConnectTestWallet({ relayUrl: relay, evmPrivateKey: DEVNET_ACCOUNTS[7]!.privateKey })
}, 180_000)
afterAll(async () => {
  await wcWallet?.close()
  await host?.close()
})

const kitAddress = (page: Page) => page.evaluate(() => (window as unknown as { __AIRLOCK_KIT__: { getAddress(): string | undefined } }).__AIRLOCK_KIT__.getAddress())
/** The `address` attributes of the rows with this AppKit id, as AppKit's validators read them. */
const rowAddresses = (page: Page, testId: string) =>
  page.$$eval(`airlock-modal [data-testid="${testId}"]`, (rows) => rows.map((row) => row.getAttribute('address')?.toLowerCase()))

async function openProfileWallets(page: Page) {
  await page.click('[data-testid="account-button"]')
  await page.click(inModal('wui-wallet-switch'), { timeout: 30_000 })
  await page.waitForSelector(inModal('w3m-profile-wallets-view'), { timeout: 30_000 })
}

/** After a new wallet connected from "Add wallet": the modal is back on ProfileWallets (not closed) with AppKit's snack. */
async function expectBackOnProfileWallets(page: Page) {
  await page.waitForSelector(inModal('w3m-profile-wallets-view'), { timeout: 30_000 })
  await expect.poll(() => page.textContent(inModal('wui-snackbar-message')), { timeout: 10_000 }).toBe('New Wallet Added')
  expect(await page.locator('[data-testid="w3m-modal-card"]').count()).toBe(1)
}

describe('Multi-wallet (browser, demo app, features.multiWallet)', () => {
  it('BYD-34 two wallets connected on eip155: add, switch without a prompt, restored after reload, disconnect one, then all', async () => {
    const { context, page, blocked, errors } = await openOfflinePage(host.browser, `${host.demo.demo.url}/?wallets=eip6963:2&on=multiWallet`)
    await connectTestWallet(page, 1)
    const first = (await kitAddress(page))!.toLowerCase()

    // "Add wallet" opens Connect; the second wallet connects, becomes the active one, and the
    // modal returns to ProfileWallets, as in AppKit.
    await openProfileWallets(page)
    expect(await rowAddresses(page, 'active-connection')).toEqual([])
    await page.click(inModal('add-connection-button'))
    await page.click(inModal('wallet-selector-dev.airlock.testwallet2'), { timeout: 30_000 })
    await expect.poll(async () => (await kitAddress(page))?.toLowerCase(), { timeout: 30_000 }).not.toBe(first)
    const second = (await kitAddress(page))!.toLowerCase()
    await expectBackOnProfileWallets(page)

    // AppKit's `active-connection` rows are the connected wallets other than the active one.
    await expect.poll(() => rowAddresses(page, 'active-connection'), { timeout: 10_000 }).toEqual([first])
    expect((await page.getAttribute(inModal('wui-active-profile-wallet-item'), 'address'))?.toLowerCase()).toBe(second)
    expect(await shootBothThemes(page, 'multi-wallet-profile-wallets', '__AIRLOCK_KIT__')).toEqual([])

    await page.click(`${inModal('active-connection')} [data-testid="wui-inactive-profile-wallet-item-button"]`)
    await expect.poll(async () => (await kitAddress(page))?.toLowerCase(), { timeout: 30_000 }).toBe(first)
    await expect.poll(() => rowAddresses(page, 'active-connection'), { timeout: 10_000 }).toEqual([second])

    // A reload restores the active wallet (the kernel) and the other one (the plugin).
    await page.reload()
    await page.waitForSelector('[data-testid="account-button"]', { timeout: 60_000 })
    expect((await kitAddress(page))?.toLowerCase()).toBe(first)
    await openProfileWallets(page)
    await expect.poll(() => rowAddresses(page, 'active-connection'), { timeout: 10_000 }).toEqual([second])

    // The second wallet ends on its own: it moves to "Recently connected"; the first stays active.
    await page.click(`${inModal('active-connection')} [data-testid="wui-connection-disconnect"]`)
    await page.waitForSelector(inModal('recently-connected-text'), { timeout: 30_000 })
    expect(await rowAddresses(page, 'recent-connection')).toEqual([second])
    expect(await rowAddresses(page, 'active-connection')).toEqual([])
    expect((await kitAddress(page))?.toLowerCase()).toBe(first)

    await page.click(inModal('disconnect-all-button'))
    await page.waitForSelector('[data-testid="connect-button"]', { timeout: 30_000 })
    expect(await kitAddress(page)).toBeUndefined()

    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await context.close()
  }, 300_000)
  it('BYD-34 namespace tabs: Solana without a wallet shows AppKit\'s empty state, whose button offers Solana\'s wallets only', async () => {
    const { context, page, blocked, errors } = await openOfflinePage(host.browser, `${host.demo.demo.url}/?wallets=eip6963:2&on=multiWallet`)
    await connectTestWallet(page, 1)
    await openProfileWallets(page)
    // A tab per namespace the demo configures, the connected one selected.
    expect(await page.getAttribute(inModal('tab-evm'), 'aria-selected')).toBe('true')
    await page.focus(inModal('tab-evm'))
    await page.keyboard.press('ArrowRight')
    expect(await page.getAttribute(inModal('tab-solana'), 'aria-selected')).toBe('true')
    expect(await page.evaluate(() => document.querySelector('airlock-modal')!.shadowRoot!.activeElement?.getAttribute('data-testid'))).toBe('tab-solana')
    expect(await page.textContent(inModal('empty-state-text'))).toBe('No wallet connected')
    expect(await page.textContent(inModal('empty-state-description'))).toBe('Add your first Solana wallet')
    expect(await shootBothThemes(page, 'multi-wallet-empty-solana', '__AIRLOCK_KIT__')).toEqual([])

    // "Add Solana Wallet": Connect offers WalletConnect, not the two EVM-only extension wallets.
    await page.click(inModal('empty-state-button'))
    await page.waitForSelector(inModal('wallet-selector-walletconnect'), { timeout: 30_000 })
    expect(await page.locator(inModal('wallet-selector-dev.airlock.testwallet1')).count()).toBe(0)
    expect(await page.locator(inModal('wallet-selector-dev.airlock.testwallet2')).count()).toBe(0)
    await page.click(inModal('header-back'))
    await page.click(inModal('tab-evm'))
    await page.click(inModal('add-connection-button'))
    await page.waitForSelector(inModal('wallet-selector-dev.airlock.testwallet2'), { timeout: 30_000 })
    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await context.close()
  }, 300_000)

  it('BYD-34 an extension and the WalletConnect test wallet on eip155: switch both ways with no new approval, end WalletConnect alone, reload keeps the rest', async () => {
    const { context, page, blocked, errors } = await openOfflinePage(host.browser, `${host.demo.demo.url}/?wallets=eip6963:2&on=multiWallet`)
    await connectTestWallet(page, 1)
    const extension = (await kitAddress(page))!.toLowerCase()
    const wc = wcWallet.address.toLowerCase()
    const approvals: string[] = []
    const offProposal = wcWallet.on('session_proposal', () => approvals.push('proposal'))
    const offAuthenticate = wcWallet.on('session_authenticate', () => approvals.push('authenticate'))

    // "Add wallet" and WalletConnect: the QR code pairs the test wallet; the modal returns to ProfileWallets.
    await openProfileWallets(page)
    await page.click(inModal('add-connection-button'))
    await page.click(inModal('wallet-selector-walletconnect'), { timeout: 30_000 })
    const qr = page.locator(inModal('wui-qr-code'))
    await qr.locator('svg').waitFor({ timeout: 60_000 })
    const uri = (await qr.getAttribute('data-uri'))!
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wcWallet.pair(uri)
    await expect.poll(async () => (await kitAddress(page))?.toLowerCase(), { timeout: 60_000 }).toBe(wc)
    await expectBackOnProfileWallets(page)
    await expect.poll(() => rowAddresses(page, 'active-connection'), { timeout: 10_000 }).toEqual([extension])
    expect((await page.getAttribute(inModal('wui-active-profile-wallet-item'), 'address'))?.toLowerCase()).toBe(wc)
    const [topic] = wcWallet.sessionTopics()
    const approved = approvals.length
    expect(approved).toBe(1)

    // Switch to the extension, then back to WalletConnect: the address follows, nothing asks again.
    await page.click(`${inModal('active-connection')} [data-testid="wui-inactive-profile-wallet-item-button"]`)
    await expect.poll(async () => (await kitAddress(page))?.toLowerCase(), { timeout: 30_000 }).toBe(extension)
    await expect.poll(() => rowAddresses(page, 'active-connection'), { timeout: 10_000 }).toEqual([wc])
    await page.click(`${inModal('active-connection')} [data-testid="wui-inactive-profile-wallet-item-button"]`)
    await expect.poll(async () => (await kitAddress(page))?.toLowerCase(), { timeout: 30_000 }).toBe(wc)
    await expect.poll(() => rowAddresses(page, 'active-connection'), { timeout: 10_000 }).toEqual([extension])
    expect(approvals).toHaveLength(approved)
    expect(wcWallet.sessionTopics()).toEqual([topic])
    // The kit now speaks for the WalletConnect wallet: a signature request reaches it over the relay.
    const signed = wcWallet.waitFor('session_request', 30_000)
    await page.evaluate(async (from) => {
      const provider = (window as unknown as { __AIRLOCK_KIT__: { getProvider(ns: string): { request(a: unknown): Promise<unknown> } } }).__AIRLOCK_KIT__.getProvider('eip155')
      await provider.request({ method: 'personal_sign', params: ['0x6869', from] })
    }, wcWallet.address)
    expect((await signed).method).toBe('personal_sign')

    // Back to the extension, then end WalletConnect alone: its session ends, the extension stays active.
    await page.click(`${inModal('active-connection')} [data-testid="wui-inactive-profile-wallet-item-button"]`)
    await expect.poll(async () => (await kitAddress(page))?.toLowerCase(), { timeout: 30_000 }).toBe(extension)
    await expect.poll(() => rowAddresses(page, 'active-connection'), { timeout: 10_000 }).toEqual([wc])
    const ended = wcWallet.waitFor('session_delete', 30_000)
    await page.click(`${inModal('active-connection')} [data-testid="wui-connection-disconnect"]`)
    await ended
    await page.waitForSelector(inModal('recently-connected-text'), { timeout: 30_000 })
    expect(await rowAddresses(page, 'recent-connection')).toEqual([wc])
    expect(await rowAddresses(page, 'active-connection')).toEqual([])
    expect((await kitAddress(page))?.toLowerCase()).toBe(extension)
    expect(wcWallet.sessionTopics()).toEqual([])
    // The session also served Solana, which had no other wallet: Solana is disconnected with it.
    expect(await page.evaluate(() => (window as unknown as { __AIRLOCK_KIT__: { getAddress(ns: string): string | undefined } }).__AIRLOCK_KIT__.getAddress('solana'))).toBeUndefined()

    // A reload restores what is left: the extension active, WalletConnect among the recent ones.
    await page.reload()
    await page.waitForSelector('[data-testid="account-button"]', { timeout: 60_000 })
    expect((await kitAddress(page))?.toLowerCase()).toBe(extension)
    await openProfileWallets(page)
    await expect.poll(() => rowAddresses(page, 'recent-connection'), { timeout: 10_000 }).toEqual([wc])
    expect(await rowAddresses(page, 'active-connection')).toEqual([])
    expect((await page.getAttribute(inModal('wui-active-profile-wallet-item'), 'address'))?.toLowerCase()).toBe(extension)
    expect(wcWallet.sessionTopics()).toEqual([])
    expect(approvals).toHaveLength(approved)
    offProposal()
    offAuthenticate()

    await page.click(inModal('disconnect-all-button'))
    await page.waitForSelector('[data-testid="connect-button"]', { timeout: 30_000 })
    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await context.close()
  }, 300_000)
})
