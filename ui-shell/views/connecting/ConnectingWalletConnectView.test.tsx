// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CONNECTORS_STORE, KIT_CONTAINER, type WalletEntry } from '../../../kernel'
import { PAIRING_LIFETIME_MS } from '../../../plugins/walletconnect/createPairingStore'
import ConnectingWalletConnectView from './ConnectingWalletConnectView'
import {
  installClipboard,
  modalOpen,
  openView,
  routerView,
  serviceOf,
  setUserAgent,
  snackMessage,
  startWalletConnectFixture,
  type WalletConnectFixture,
} from '../../testing/startWalletConnectFixture'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const WALLET: WalletEntry = {
  id: 'test-wallet',
  name: 'Test Wallet',
  image_url: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
  mobile_link: 'testwallet://',
  desktop_link: 'testwallet-desktop://',
  webapp_link: 'https://app.testwallet.example/',
}

/** The URI the QR code shows (its data-uri), once there is one. */
const shownUri = () => waitFor(() => screen.getByTestId('wui-qr-code').getAttribute('data-uri')!, { timeout: 20_000 })

describe('ConnectingWalletConnect (jsdom, local relay, WalletConnect test wallet)', () => {
  let f: WalletConnectFixture
  beforeAll(async () => {
    f = await startWalletConnectFixture()
  }, 60_000)
  afterEach(async () => {
    cleanup()
    await f.reset()
  })
  afterAll(async () => {
    await f?.close()
    expect(f.guard.blocked).toEqual([])
  })

  it('CNR-04 PAIR-05 shows the pairing URI as a QR code with the wallet in the middle; the wallet scans it, the kit connects and the modal closes', async () => {
    const kit = await f.kit()
    openView(kit, <ConnectingWalletConnectView />, 'ConnectingWalletConnect', { wallet: WALLET })
    const uri = await shownUri()
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(uri).toBe(serviceOf(kit)!.pairing.getState().uri)
    expect(screen.getByRole('img', { name: 'QR code to connect with Test Wallet' })).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId('wui-qr-code').querySelector('img')?.getAttribute('src')).toBe(WALLET.image_url))
    expect(screen.getByText('Scan this QR Code with your phone')).toBeTruthy()
    expect(modalOpen(kit)).toBe(true)

    await f.wallet.pair(uri)
    await waitFor(() => expect(kit.getIsConnectedState()).toBe(true), { timeout: 20_000 })
    expect(kit.getAddress()?.toLowerCase()).toBe(f.wallet.address.toLowerCase())
    await waitFor(() => expect(modalOpen(kit)).toBe(false))
    // As AppKit: the catalogue wallet the visitor picked becomes a recent one.
    expect(kit[KIT_CONTAINER].resolve(CONNECTORS_STORE).getState().recentWallets[0]?.id).toBe('test-wallet')
  })

  it('BYD-12 copy link (copy-wc2-uri) puts the pairing URI on the clipboard and says "Link copied"', async () => {
    const clipboard = installClipboard()
    try {
      const kit = await f.kit()
      openView(kit, <ConnectingWalletConnectView />, 'ConnectingWalletConnect')
      const copy = screen.getByTestId('copy-wc2-uri')
      expect(copy.textContent).toBe('Copy link')
      expect((copy as HTMLButtonElement).disabled).toBe(true)
      const uri = await shownUri()
      await waitFor(() => expect((copy as HTMLButtonElement).disabled).toBe(false))
      fireEvent.click(copy)
      await waitFor(() => expect(clipboard.written).toEqual([uri]))
      await waitFor(() => expect(snackMessage(kit)).toBe('Link copied'))
    } finally {
      clipboard.restore()
    }
  })

  it("CNR-05 on a phone the wallet's deep link ({mobile_link}wc?uri=...) carries the pairing; the wallet takes it from there and the kit connects", async () => {
    const restore = setUserAgent(IPHONE)
    try {
      const kit = await f.kit()
      openView(kit, <ConnectingWalletConnectView />, 'ConnectingWalletConnect', { wallet: WALLET })
      expect(screen.getByText('Continue in Test Wallet')).toBeTruthy()
      expect(screen.getByText('Accept connection request in the wallet')).toBeTruthy()
      const link = await waitFor(() => screen.getByTestId('w3m-connecting-wc-mobile-link') as HTMLAnchorElement, { timeout: 20_000 })
      expect(link.textContent).toBe('Open Test Wallet')
      const href = link.getAttribute('href')!
      expect(href.startsWith('testwallet://wc?uri=')).toBe(true)
      const uri = decodeURIComponent(href.slice('testwallet://wc?uri='.length))
      expect(uri).toBe(serviceOf(kit)!.pairing.getState().uri)
      expect(link.getAttribute('target')).toBeNull()
      // No desktop app on a phone; a web app is fine.
      expect(screen.queryByTestId('w3m-connecting-wc-desktop-link')).toBeNull()
      expect(screen.queryByTestId('wui-qr-code')).toBeNull()
      // AppKit's deep-link widget: its "Copy link" is wui-link-copy (copy-wc2-uri is the QR view's).
      expect(screen.getByTestId('wui-link-copy').textContent).toBe('Copy link')
      expect(screen.queryByTestId('copy-wc2-uri')).toBeNull()

      await f.wallet.pair(uri)
      await waitFor(() => expect(kit.getIsConnectedState()).toBe(true), { timeout: 20_000 })
      await waitFor(() => expect(modalOpen(kit)).toBe(false))
    } finally {
      restore()
    }
  })

  it("on a phone, Phantom's link opens this page inside Phantom's browser instead of pairing (spec §9 custom deep links)", async () => {
    const restore = setUserAgent(IPHONE)
    try {
      const kit = await f.kit()
      const phantom = { ...WALLET, id: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393', name: 'Phantom', mobile_link: 'phantom://' }
      openView(kit, <ConnectingWalletConnectView />, 'ConnectingWalletConnect', { wallet: phantom })
      const link = await waitFor(() => screen.getByTestId('w3m-connecting-wc-mobile-link') as HTMLAnchorElement, { timeout: 20_000 })
      expect(link.textContent).toBe('Open Phantom')
      expect(link.getAttribute('href')).toBe(
        `https://phantom.app/ul/browse/${encodeURIComponent(window.location.href)}?ref=${encodeURIComponent(window.location.origin)}`,
      )
      expect(link.getAttribute('href')).not.toContain('wc?uri=')
    } finally {
      restore()
    }
  })

  it("offers the wallet's desktop and web apps beside the QR code, each with the pairing URI", async () => {
    const kit = await f.kit()
    openView(kit, <ConnectingWalletConnectView />, 'ConnectingWalletConnect', { wallet: WALLET })
    const uri = await shownUri()
    const desktop = screen.getByTestId('w3m-connecting-wc-desktop-link') as HTMLAnchorElement
    const web = screen.getByTestId('w3m-connecting-wc-web-link') as HTMLAnchorElement
    expect(desktop.getAttribute('href')).toBe(`testwallet-desktop://wc?uri=${encodeURIComponent(uri)}`)
    expect(web.getAttribute('href')).toBe(`https://app.testwallet.example/wc?uri=${encodeURIComponent(uri)}`)
    expect([desktop.target, web.target]).toEqual(['_blank', '_blank'])
    expect(screen.queryByTestId('w3m-connecting-wc-mobile-link')).toBeNull()
  })

  it('a declined connection shows "Connection declined" and Try again makes a new URI that connects', async () => {
    const kit = await f.kit()
    openView(kit, <ConnectingWalletConnectView />, 'ConnectingWalletConnect', { wallet: WALLET })
    const first = await shownUri()
    f.wallet.setBehaviour({ reject: true })
    await f.wallet.pair(first)
    await screen.findByText('Connection declined', undefined, { timeout: 20_000 })
    expect(screen.getByText('Connection can be declined if a previous request is still active')).toBeTruthy()
    expect(screen.getByTestId('w3m-connecting-wc-view').dataset.phase).toBe('declined')
    expect(kit.getIsConnectedState()).toBe(false)
    expect(modalOpen(kit)).toBe(true)

    f.wallet.setBehaviour({})
    fireEvent.click(screen.getByTestId('w3m-connecting-widget-secondary-button'))
    const second = await shownUri()
    expect(second).not.toBe(first)
    await f.wallet.pair(second)
    await waitFor(() => expect(kit.getIsConnectedState()).toBe(true), { timeout: 20_000 })
    await waitFor(() => expect(modalOpen(kit)).toBe(false))
  })

  it('PAIR-01 PAIR-02 a URI with 10 s or less of its 4 minutes left shows retry (fake pairing clock); retry regenerates it and the new one connects', async () => {
    let clock = Date.parse('2030-01-01T00:00:00Z')
    const kit = await f.kit({ env: { now: () => clock, isTelegram: () => false, isIos: () => false, isSafari: () => false } })
    openView(kit, <ConnectingWalletConnectView />, 'ConnectingWalletConnect', { wallet: WALLET })
    const first = await shownUri()
    clock += PAIRING_LIFETIME_MS - 10_001
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(screen.getByTestId('w3m-connecting-wc-view').dataset.phase).toBe('ready')
    clock += 1
    await screen.findByText('QR code expired', undefined, { timeout: 5000 })
    expect(screen.queryByTestId('wui-qr-code')).toBeNull()

    fireEvent.click(screen.getByTestId('w3m-connecting-widget-secondary-button'))
    const second = await shownUri()
    expect(second).not.toBe(first)
    expect(serviceOf(kit)!.pairing.getState().expiresAt).toBe(clock + PAIRING_LIFETIME_MS)
    await f.wallet.pair(second)
    await waitFor(() => expect(kit.getIsConnectedState()).toBe(true), { timeout: 20_000 })
    await waitFor(() => expect(modalOpen(kit)).toBe(false))
  })

  it('a pairing the service forgets (resetPairing) shows retry instead of a hung view', async () => {
    const kit = await f.kit()
    openView(kit, <ConnectingWalletConnectView />, 'ConnectingWalletConnect')
    await shownUri()
    serviceOf(kit)!.resetPairing()
    await screen.findByText('QR code expired', undefined, { timeout: 5000 })
    fireEvent.click(screen.getByTestId('w3m-connecting-widget-secondary-button'))
    expect(await shownUri()).toMatch(/^wc:/)
  })

  it('a kit without WalletConnect says so and offers no retry', async () => {
    const { createTestKit } = await import('../../testing/createTestKit')
    const { kit } = createTestKit({ basic: true, features: { analytics: false } })
    await kit.ready()
    openView(kit, <ConnectingWalletConnectView />, 'ConnectingWalletConnect')
    await screen.findByText('WalletConnect is not available')
    expect(screen.queryByTestId('w3m-connecting-widget-secondary-button')).toBeNull()
    expect(routerView(kit)).toBe('ConnectingWalletConnect')
    kit.destroy()
  })
})
