// BYD-34 in the demo app as `npm start` serves it, with `?on=multiWallet`: two announced EIP-6963
// test wallets on the sandbox's EVM devnets connected at once, the ProfileWallets view with
// AppKit's ids (as AppKit's lab page objects use them), a switch without a prompt, a reload that
// restores both, one wallet disconnected on its own, then all. "Add wallet" leads back to
// ProfileWallets once the new wallet connected, a WalletConnect one too (the Node WalletConnect
// test wallet on the sandbox relay pairs with the QR code's URI).
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDemoAppRoutes } from '../app/addDemoAppRoutes'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from '../wallets/walletconnect'
import { connectTestWallet, inModal, openOfflinePage, shootBothThemes, startPluginPageHost, type PluginPageHost } from './testing/pluginPageHost'

let host: PluginPageHost
let wcWallet: WalletConnectTestWallet

beforeAll(async () => {
  host = await startPluginPageHost({ extend: (routes, s) => addDemoAppRoutes(routes, { endpoints: s.endpoints, networks: s.networks }) }, ['relay'])
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
  it('BYD-34 a WalletConnect wallet added as the second one: its QR code pairs, the modal returns to ProfileWallets with both wallets', async () => {
    const { context, page, blocked, errors } = await openOfflinePage(host.browser, `${host.demo.demo.url}/?wallets=eip6963:2&on=multiWallet`)
    await connectTestWallet(page, 1)
    const first = (await kitAddress(page))!.toLowerCase()

    await openProfileWallets(page)
    await page.click(inModal('add-connection-button'))
    await page.click(inModal('wallet-selector-walletconnect'), { timeout: 30_000 })
    const qr = page.locator(inModal('wui-qr-code'))
    await qr.locator('svg').waitFor({ timeout: 60_000 })
    const uri = (await qr.getAttribute('data-uri'))!
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wcWallet.pair(uri)

    await expect.poll(async () => (await kitAddress(page))?.toLowerCase(), { timeout: 60_000 }).toBe(wcWallet.address.toLowerCase())
    await expectBackOnProfileWallets(page)
    await expect.poll(() => rowAddresses(page, 'active-connection'), { timeout: 10_000 }).toEqual([first])
    expect((await page.getAttribute(inModal('wui-active-profile-wallet-item'), 'address'))?.toLowerCase()).toBe(wcWallet.address.toLowerCase())

    await page.click(inModal('disconnect-all-button'))
    await page.waitForSelector('[data-testid="connect-button"]', { timeout: 30_000 })
    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await context.close()
  }, 300_000)
})
