// WalletConnect in the browser: the real Connect → ConnectingWalletConnect views, the real
// walletconnect plugin on the sandbox relay, and the Node WalletConnect test wallet scanning the
// code the page shows (read from the QR code's data-uri, as a phone would read the pixels).
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from '../wallets/walletconnect'
import { startWalletConnectPageHarness, type WalletConnectPageHarness } from './walletconnectPageHarness'

let w: WalletConnectPageHarness
let wallet: WalletConnectTestWallet
beforeAll(async () => {
  w = await startWalletConnectPageHarness()
  wallet = await createWalletConnectTestWallet({ relayUrl: w.h.sandbox.urls.relay, evmPrivateKey: DEVNET_ACCOUNTS[7]!.privateKey })
}, 180_000)
afterEach(async () => {
  await wallet.disconnect().catch(() => undefined)
  wallet.setBehaviour({})
})
afterAll(async () => {
  await wallet?.close()
  await w?.close()
})

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#3b99fc"/><path d="M12 16c4.4-4.3 11.6-4.3 16 0l.5.5-1.9 1.8-.7-.6c-3.1-3-8.1-3-11.2 0l-.7.7-1.9-1.9zm19.8 3.7 1.7 1.6-7.6 7.4-5.6-5.4-5.6 5.4-7.6-7.4 1.7-1.6 5.9 5.7 5.6-5.4 5.6 5.4z" fill="#fff"/></svg>`
const WALLET = {
  id: 'test-wallet',
  name: 'Test Wallet',
  image_url: `data:image/svg+xml,${encodeURIComponent(LOGO)}`,
  desktop_link: 'testwallet://',
  webapp_link: 'https://app.testwallet.example/',
}

type Win = {
  __kit: { open(r?: object): Promise<void>; getIsConnectedState(): boolean; getAddress(): string | undefined }
  __modal: { getState(): { open: boolean } }
  __pairingClock: { offsetMs: number }
}

/** The URI the QR code shows, once drawn. */
async function qrUri(page: Page, not?: string): Promise<string> {
  const qr = page.locator('[data-testid="wui-qr-code"]')
  await qr.locator('svg').waitFor({ timeout: 30_000 })
  if (not) await expect.poll(() => qr.getAttribute('data-uri'), { timeout: 30_000 }).not.toBe(not)
  const uri = await qr.getAttribute('data-uri')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri!
}

const connected = (page: Page) => expect.poll(() => page.evaluate(() => (window as unknown as Win).__kit.getIsConnectedState()), { timeout: 30_000 }).toBe(true)
const modalClosed = (page: Page) => expect.poll(() => page.evaluate(() => (window as unknown as Win).__modal.getState().open), { timeout: 10_000 }).toBe(false)
/** Lets the view's entry animation finish, so screenshots and contrast checks see final colours. */
const settle = (page: Page) => page.waitForTimeout(400)

describe('WalletConnect views (browser, sandbox relay, Node WalletConnect test wallet)', () => {
  it('CNR-04 PAIR-05 BYD-12 the visitor opens the modal, picks WalletConnect, the wallet scans the QR code and the kit is connected', async () => {
    const { page, close } = await w.open({ options: { themeMode: 'dark' } })
    await page.click('[data-testid="connect-button"]')
    await page.click('[data-testid="wallet-selector-walletconnect"]')
    const uri = await qrUri(page)
    expect(await page.locator('[data-testid="w3m-header-text"]').textContent()).toBe('WalletConnect')
    expect(await page.locator('[data-testid="copy-wc2-uri"]').textContent()).toBe('Copy link')
    await settle(page)
    await w.h.screenshot(page, 'walletconnect-qr-dark')

    await wallet.pair(uri)
    await connected(page)
    await modalClosed(page)
    expect((await page.evaluate(() => (window as unknown as Win).__kit.getAddress()))?.toLowerCase()).toBe(wallet.address.toLowerCase())
    await close()
  })

  it('Copy link puts the pairing URI on the clipboard and says "Link copied"', async () => {
    const { page, close } = await w.open({ options: { themeMode: 'light' } })
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    // A catalogue wallet: its logo sits in the middle of the code, its apps get buttons.
    await page.evaluate((wallet) => (window as unknown as Win).__kit.open({ view: 'ConnectingWalletConnect', data: { wallet } }), WALLET)
    const uri = await qrUri(page)
    expect(await page.locator('[data-testid="wui-qr-code"] img').getAttribute('src')).toBe(WALLET.image_url)
    expect(await page.locator('[data-testid="w3m-connecting-wc-desktop-link"]').getAttribute('href')).toBe(`testwallet://wc?uri=${encodeURIComponent(uri)}`)
    expect(await page.locator('[data-testid="w3m-header-text"]').textContent()).toBe('Test Wallet')
    await page.click('[data-testid="copy-wc2-uri"]')
    await expect.poll(() => page.locator('[data-testid="wui-snackbar-message"]').textContent()).toBe('Link copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(uri)
    await settle(page)
    await w.h.screenshot(page, 'walletconnect-qr-light')
    await close()
  })

  it('PAIR-01 PAIR-02 a URI near the end of its 4 minutes (pairing clock moved) shows retry; retry regenerates a URI the wallet connects with', async () => {
    const { page, close } = await w.open({ options: { themeMode: 'light' } })
    await page.evaluate(() => (window as unknown as Win).__kit.open({ view: 'ConnectingWalletConnect' }))
    const first = await qrUri(page)
    await page.evaluate(() => ((window as unknown as Win).__pairingClock.offsetMs = 4 * 60_000 - 10_000))
    await page.getByText('QR code expired').waitFor({ timeout: 10_000 })
    await settle(page)
    await w.h.screenshot(page, 'walletconnect-expired-light')

    await page.click('[data-testid="w3m-connecting-widget-secondary-button"]')
    const second = await qrUri(page, first)
    expect(second).not.toBe(first)
    await wallet.pair(second)
    await connected(page)
    await modalClosed(page)
    await close()
  })

  it('a wallet that declines shows "Connection declined"; Try again gives a new URI that connects', async () => {
    const { page, close } = await w.open({ options: { themeMode: 'dark' } })
    await page.evaluate(() => (window as unknown as Win).__kit.open({ view: 'ConnectingWalletConnect' }))
    const first = await qrUri(page)
    wallet.setBehaviour({ reject: true })
    await wallet.pair(first)
    await page.getByText('Connection declined').waitFor({ timeout: 30_000 })
    expect(await page.getByText('Connection can be declined if a previous request is still active').count()).toBe(1)
    await settle(page)
    await w.h.screenshot(page, 'walletconnect-declined-dark')

    wallet.setBehaviour({})
    await page.click('[data-testid="w3m-connecting-widget-secondary-button"]')
    const second = await qrUri(page, first)
    await wallet.pair(second)
    await connected(page)
    await close()
  })

  it('issue 12 case 6: a catalogue wallet whose links are javascript: or data: gets no link buttons; the QR code still works', async () => {
    const { page, close, console: messages } = await w.open({ options: { themeMode: 'dark' } })
    const hostile = { ...WALLET, desktop_link: 'javascript://%0aalert(document.domain)//', webapp_link: 'data:text/html,<script>alert(1)</script>' }
    await page.evaluate((wallet) => (window as unknown as Win).__kit.open({ view: 'ConnectingWalletConnect', data: { wallet } }), hostile)
    const uri = await qrUri(page)
    expect(await page.locator('[data-testid="w3m-connecting-wc-links"] a').count()).toBe(0)
    expect(await page.locator('a[href^="javascript"], a[href^="data:"]').count()).toBe(0)
    await wallet.pair(uri)
    await connected(page)
    expect(messages.filter((m) => m.startsWith('pageerror'))).toEqual([])
    await close()
  })

  it('issue 12 case 9: while the relay is down the QR view says it is reconnecting; once it is back the wallet connects', async () => {
    const { page, close } = await w.open({ options: { themeMode: 'dark' } })
    await page.evaluate(() => (window as unknown as Win).__kit.open({ view: 'ConnectingWalletConnect' }))
    const uri = await qrUri(page)
    expect(await page.locator('[data-testid="w3m-connecting-wc-reconnecting"]').count()).toBe(0)
    w.h.sandbox.relay.setOutage(true)
    try {
      await page.locator('[data-testid="w3m-connecting-wc-reconnecting"]').waitFor({ timeout: 15_000 })
      expect(await page.locator('[data-testid="w3m-connecting-wc-reconnecting"]').textContent()).toContain('Reconnecting to the relay')
      await settle(page)
      await w.h.screenshot(page, 'walletconnect-relay-down-dark')
      expect(await w.audit(page)).toEqual([])
    } finally {
      w.h.sandbox.relay.setOutage(false)
    }
    await page.locator('[data-testid="w3m-connecting-wc-reconnecting"]').waitFor({ state: 'detached', timeout: 30_000 })
    await wallet.pair(uri)
    await connected(page)
    await close()
  }, 60_000)

  for (const mode of ['light', 'dark'] as const) {
    it(`BYD-04 axe-core finds no serious or critical violations on ConnectingWalletConnect (code, declined) and ConnectingWalletConnectBasic (${mode})`, async () => {
      const { page, close } = await w.open({ options: { themeMode: mode } })
      await page.evaluate((wallet) => (window as unknown as Win).__kit.open({ view: 'ConnectingWalletConnect', data: { wallet } }), WALLET)
      const uri = await qrUri(page)
      await page.locator('[data-testid="w3m-connecting-wc-web-link"]').waitFor()
      await settle(page)
      expect(await w.audit(page)).toEqual([])

      wallet.setBehaviour({ reject: true })
      await wallet.pair(uri)
      await page.getByText('Connection declined').waitFor({ timeout: 30_000 })
      await settle(page)
      expect(await w.audit(page)).toEqual([])
      wallet.setBehaviour({})

      await page.evaluate(() => (window as unknown as Win).__kit.open({ view: 'ConnectingWalletConnectBasic' }))
      await qrUri(page)
      await page.locator('[data-testid="all-wallets"]').waitFor()
      await settle(page)
      expect(await w.audit(page)).toEqual([])
      await w.h.screenshot(page, `walletconnect-basic-${mode}`)
      await close()
    })
  }
})
