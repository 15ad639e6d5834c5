// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { eip155Adapter } from '../../../chains/eip155'
import {
  CONNECTION_STORE,
  CONNECTORS_STORE,
  KIT_CONTAINER,
  ROUTER,
  WALLET_CATALOGUE,
  type AppKitOptions,
  type ChainNamespace,
  type Connector,
  type WalletEntry,
} from '../../../kernel'
import { walletConnect } from '../../../plugins/walletconnect'
import { getCatalogue, startApiServer, type ApiServer } from '../../../sandbox/api'
import { installBrowserWallets, type InstalledBrowserWallets } from '../../../sandbox/wallets/browser/installBrowserWallets'
import { parseWalletsQuery } from '../../../sandbox/wallets/browser/parseWalletsQuery'
import { allWalletsTagLabel } from '../../connect'
import { createTestKit, type TestKit } from '../../testing/createTestKit'
import ConnectView from './ConnectView'
import { testConnectMethods } from './testing/testConnectMethods'

// Two shared cores: give real HTTP round trips room.
configure({ asyncUtilTimeout: 10_000 })

let server: ApiServer
const kits: TestKit[] = []
let wallets: InstalledBrowserWallets | undefined

const byName = (name: string) => getCatalogue().find((w) => w.name === name)! as WalletEntry
const RAINBOW = () => byName('Rainbow')
const ZERION = () => byName('Zerion')

beforeAll(async () => {
  server = await startApiServer()
})
afterAll(async () => {
  await server?.close()
})
afterEach(() => {
  cleanup()
  for (const t of kits.splice(0)) t.kit.destroy()
  wallets?.uninstall()
  wallets = undefined
  setUserAgent(undefined)
})

/** A kit with the real EVM chain plugin and the WalletConnect plugin, on the sandbox catalogue. */
async function setup(opts: { wallets?: string; options?: Partial<AppKitOptions> & { namespaces?: ChainNamespace[] }; before?: (t: TestKit) => void } = {}) {
  // The sandbox's browser test wallets, announced in jsdom's window as an extension would.
  if (opts.wallets) {
    wallets?.uninstall()
    wallets = installBrowserWallets({ rpcUrls: { 1: 'http://127.0.0.1:1', 137: 'http://127.0.0.1:1' } }, parseWalletsQuery(opts.wallets), window)
  }
  const t = createTestKit({
    adapters: [eip155Adapter()],
    plugins: [walletConnect],
    endpoints: { api: server.url, blockchainApi: server.url, analytics: server.url, fonts: '' },
    ...opts.options,
  })
  kits.push(t)
  await t.kit.ready()
  opts.before?.(t)
  t.render(<ConnectView />)
  return t
}

// jsdom has no phone to run on: the user agent is the only thing isMobile() can read here.
const DESKTOP_UA = window.navigator.userAgent
function setUserAgent(ua: string | undefined) {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua ?? DESKTOP_UA, configurable: true })
}
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'

// Email and social login come from a plugin's connectMethods slot entries.
const withAuth = { plugins: [walletConnect, testConnectMethods] }

const service = <T,>(t: TestKit, token: import('../../../kernel').InjectionToken<T>) => t.kit[KIT_CONTAINER].resolve(token)
const rowIds = () =>
  [...within(screen.getByTestId('wallet-list')).getAllByRole('button')].map((el) => el.getAttribute('data-testid'))

const methodOrder = () =>
  [...screen.getByTestId('w3m-connect-scroll-view').querySelectorAll('[data-method]')].map((el) => el.getAttribute('data-method'))
const sel = (id: string) => `wallet-selector-${id}`
const tagOf = (testId: string) => screen.getByTestId(testId).textContent

describe('ConnectView', () => {
  it('CONV-03 lists WalletConnect once, recent, installed, featured, then All wallets with the catalogue count', async () => {
    const [metamask, trust, coinbase] = [byName('MetaMask'), byName('Trust Wallet'), byName('Coinbase Wallet')]
    const t = await setup({
      wallets: 'eip6963:2,injected',
      options: { featuredWalletIds: [RAINBOW().id, ZERION().id] },
      before: (kit) => {
        const store = service(kit, CONNECTORS_STORE)
        for (const w of [coinbase, trust, metamask]) store.addRecentWallet(w)
      },
    })
    await waitFor(() => expect(rowIds()).toContain(sel(ZERION().id)))
    await waitFor(() => expect(service(t, WALLET_CATALOGUE).getState().count).toBeGreaterThan(0))
    const count = service(t, WALLET_CATALOGUE).getState().count
    expect(count).toBeGreaterThan(100) // the catalogue's wallets on the kit's chains
    expect(rowIds()).toEqual([
      sel('walletconnect'),
      sel(metamask.id), // newest recent first, at most 2
      sel(trust.id),
      sel('dev.airlock.testwallet1'),
      sel('dev.airlock.testwallet2'),
      sel(RAINBOW().id),
      sel(ZERION().id),
      'all-wallets',
    ])
    expect(tagOf(sel('walletconnect'))).toContain('QR code')
    expect(tagOf(sel(metamask.id))).toContain('recent')
    expect(tagOf(sel('dev.airlock.testwallet1'))).toContain('installed')
    expect(tagOf('all-wallets')).toContain(allWalletsTagLabel(count, 2))
    expect(tagOf('all-wallets')).toMatch(/\d+0\+/)
  })

  it('CONV-03 lists the WalletConnect connector once when two namespaces each register one', async () => {
    const t = await setup({ options: { namespaces: ['eip155', 'solana'] } })
    const store = service(t, CONNECTORS_STORE)
    // A second namespace's WalletConnect connector, as the plugin registers one per chain plugin.
    act(() => store.addConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'solana' }))
    expect(store.getState().connectors.filter((c) => c.id === 'walletConnect')).toHaveLength(2)
    await waitFor(() => expect(rowIds().filter((id) => id === sel('walletconnect'))).toHaveLength(1))
  })

  it("BYD-34 Add wallet on a ProfileWallets tab (AppKit's addWalletForNamespace): only that namespace's wallets, the installed ones of others left out", async () => {
    const t = await setup({
      wallets: 'eip6963:2',
      options: { namespaces: ['eip155', 'solana'] },
      before: (kit) => {
        service(kit, CONNECTORS_STORE).addConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'solana' })
        // A wallet connected before is a recent one too: filtered to Solana, it must not come back as a recent row.
        service(kit, CONNECTORS_STORE).addRecentWallet({ id: 'dev.airlock.testwallet1', name: 'Airlock Test Wallet 1', rdns: 'dev.airlock.testwallet1' } as never)
        service(kit, ROUTER).reset('Connect', { addWalletForNamespace: 'solana' })
      },
    })
    await waitFor(() => expect(rowIds()).toContain(sel('walletconnect')))
    expect(rowIds().filter((id) => id!.startsWith(sel('dev.airlock')))).toEqual([])
    act(() => service(t, ROUTER).reset('Connect', { addWalletForNamespace: 'eip155' }))
    await waitFor(() => expect(rowIds()).toContain(sel('dev.airlock.testwallet1')))
    expect(rowIds()).toContain(sel('dev.airlock.testwallet2'))
  })

  it('CONV-04 puts the host connectorTypeOrder first, then the rest in the spec order', async () => {
    await setup({
      wallets: 'eip6963:1',
      options: { featuredWalletIds: [RAINBOW().id], features: { connectorTypeOrder: ['featured', 'injected'] } },
    })
    await waitFor(() => expect(rowIds()).toContain(sel(RAINBOW().id)))
    expect(rowIds().slice(0, 3)).toEqual([sel(RAINBOW().id), sel('dev.airlock.testwallet1'), sel('walletconnect')])
  })

  it('CONV-05 hides the injected Browser Wallet on desktop', async () => {
    const t = await setup({ wallets: 'eip6963:1,injected' })
    await waitFor(() => expect(rowIds()).toContain(sel('dev.airlock.testwallet1')))
    expect(service(t, CONNECTORS_STORE).getState().connectors.some((c) => c.id === 'injected' && c.name === 'Browser Wallet')).toBe(true)
    expect(screen.queryByTestId(sel('injected'))).toBeNull()
  })

  it('CONV-06 on mobile shows the Browser Wallet with an injected provider, and hides one with neither rdns nor provider', async () => {
    setUserAgent(IPHONE)
    await setup({ wallets: 'injected' })
    await waitFor(() => expect(rowIds()).toContain(sel('injected')))
    cleanup()
    wallets?.uninstall()
    wallets = undefined
    const t = await setup()
    act(() => service(t, CONNECTORS_STORE).addConnector({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155', info: { name: 'Browser Wallet' } }))
    await waitFor(() => expect(screen.getByTestId('wallet-list')).toBeTruthy())
    expect(screen.queryByTestId(sel('injected'))).toBeNull()
  })

  it('CONV-07 hides an announced wallet whose rdns is on the excluded list', async () => {
    await setup({ wallets: 'eip6963:2', options: { excludeWalletIds: ['dev.airlock.testwallet1'] } })
    await waitFor(() => expect(rowIds()).toContain(sel('dev.airlock.testwallet2')))
    expect(screen.queryByTestId(sel('dev.airlock.testwallet1'))).toBeNull()
  })

  it('CONV-08 hides an announced wallet whose name matches an excluded catalogue wallet, case-insensitively', async () => {
    const t = await setup({ wallets: 'eip6963:2', options: { excludeWalletIds: [RAINBOW().id] }, before: () => undefined })
    // Announced as "RAINBOW" under another rdns: only the name ties it to the excluded entry.
    wallets?.uninstall()
    wallets = installBrowserWallets({ rpcUrls: { 1: 'http://127.0.0.1:1' }, eip6963: [{ name: 'RAINBOW', rdns: 'dev.other.rainbow' }, {}] }, parseWalletsQuery('eip6963:2'), window)
    await waitFor(() => expect(service(t, WALLET_CATALOGUE).getState().excludedWallets.map((w) => w.name)).toEqual(['Rainbow']))
    await waitFor(() => expect(rowIds()).toContain(sel('dev.airlock.testwallet2')))
    expect(service(t, CONNECTORS_STORE).getState().connectors.some((c) => c.name === 'RAINBOW')).toBe(true)
    expect(screen.queryByTestId(sel('dev.other.rainbow'))).toBeNull()
  })

  it('CONV-09 drops featured wallets already present as an announced connector or a recent wallet', async () => {
    wallets = installBrowserWallets({ rpcUrls: { 1: 'http://127.0.0.1:1' }, eip6963: [{ name: 'Rainbow', rdns: 'me.rainbow' }] }, parseWalletsQuery('eip6963:1'), window)
    await setup({
      options: { featuredWalletIds: [RAINBOW().id, ZERION().id, byName('Frame').id] },
      before: (kit) => service(kit, CONNECTORS_STORE).addRecentWallet(ZERION()),
    })
    await waitFor(() => expect(rowIds()).toContain(sel(byName('Frame').id)))
    const ids = rowIds()
    expect(ids).toContain(sel('me.rainbow'))
    expect(ids).not.toContain(sel(RAINBOW().id))
    expect(ids.filter((id) => id === sel(ZERION().id))).toHaveLength(1)
    expect(tagOf(sel(ZERION().id))).toContain('recent')
  })

  it("CONV-10 on mobile treats MetaMask's in-app rdns as its extension's when dropping featured wallets", async () => {
    setUserAgent(IPHONE)
    wallets = installBrowserWallets({ rpcUrls: { 1: 'http://127.0.0.1:1' }, eip6963: [{ name: 'MetaMask', rdns: 'io.metamask.mobile' }] }, parseWalletsQuery('eip6963:1'), window)
    await setup({ options: { featuredWalletIds: [byName('MetaMask').id, RAINBOW().id] } })
    await waitFor(() => expect(rowIds()).toContain(sel(RAINBOW().id)))
    expect(rowIds()).toContain(sel('io.metamask.mobile'))
    expect(rowIds()).not.toContain(sel(byName('MetaMask').id))
  })

  it('CONV-11 hides the WalletConnect row and disables catalogue rows while connected through WalletConnect', async () => {
    const t = await setup({ wallets: 'eip6963:1', options: { featuredWalletIds: [RAINBOW().id] } })
    await waitFor(() => expect(rowIds()).toContain(sel(RAINBOW().id)))
    expect(rowIds()).toContain(sel('walletconnect'))
    // What a WalletConnect session records; the relay-backed flow is the walletconnect plugin's test.
    act(() => service(t, CONNECTION_STORE).setConnection('eip155', { connectorId: 'walletConnect', accounts: [{ address: '0x0000000000000000000000000000000000000001' }] }))
    await waitFor(() => expect(screen.queryByTestId(sel('walletconnect'))).toBeNull())
    expect((screen.getByTestId(sel(RAINBOW().id)) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByTestId(sel('dev.airlock.testwallet1')) as HTMLButtonElement).disabled).toBe(false)
  })

  it('CONV-12 shows the All wallets row only with the allWallets flag', async () => {
    await setup({ wallets: 'eip6963:1', options: { features: { allWallets: false } } })
    await waitFor(() => expect(rowIds()).toContain(sel('dev.airlock.testwallet1')))
    expect(screen.queryByTestId('all-wallets')).toBeNull()
    cleanup()
    await setup({ wallets: 'eip6963:1' })
    await waitFor(() => expect(screen.getByTestId('all-wallets')).toBeTruthy())
  })

  it('CONV-13 shows the legal checkbox only with the legalCheckbox flag, and keeps the rows disabled until it is ticked', async () => {
    const legal = { termsConditionsUrl: 'https://dapp.example/terms', privacyPolicyUrl: 'https://dapp.example/privacy' }
    await setup({ wallets: 'eip6963:1', options: { ...legal } })
    await waitFor(() => expect(rowIds()).toContain(sel('dev.airlock.testwallet1')))
    expect(screen.queryByTestId('w3m-legal-checkbox')).toBeNull()
    expect(screen.getByTestId('w3m-legal-footer').textContent).toBe('By connecting your wallet, you agree to our Terms of Service and Privacy Policy')
    cleanup()

    await setup({ wallets: 'eip6963:1', options: { ...legal, features: { legalCheckbox: true } } })
    const box = await screen.findByTestId('w3m-legal-checkbox')
    expect(box.textContent).toBe('I agree to our terms of service and privacy policy')
    expect(screen.getByTestId('w3m-legal-terms-link').getAttribute('href')).toBe(legal.termsConditionsUrl)
    expect(screen.getByTestId('w3m-legal-privacy-link').getAttribute('href')).toBe(legal.privacyPolicyUrl)
    expect(screen.queryByTestId('w3m-legal-footer')).toBeNull()
    await waitFor(() => expect(rowIds()).toContain(sel('dev.airlock.testwallet1')))
    const row = () => screen.getByTestId(sel('dev.airlock.testwallet1')) as HTMLButtonElement
    expect(row().disabled).toBe(true)
    expect((screen.getByTestId('all-wallets') as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(within(box).getByRole('checkbox'))
    expect(row().disabled).toBe(false)
  })

  it('CONV-13 keeps the ticked legal checkbox when Connect shows again in the same kit (Back, a closed popup), and not in another kit', async () => {
    const options = { termsConditionsUrl: 'https://dapp.example/terms', features: { legalCheckbox: true } }
    const t = await setup({ wallets: 'eip6963:1', options })
    const row = () => screen.getByTestId(sel('dev.airlock.testwallet1')) as HTMLButtonElement
    await waitFor(() => expect(rowIds()).toContain(sel('dev.airlock.testwallet1')))
    fireEvent.click(within(screen.getByTestId('w3m-legal-checkbox')).getByRole('checkbox'))
    expect(row().disabled).toBe(false)
    // The view unmounts (the visitor went on to a wallet) and mounts again (Back).
    cleanup()
    t.render(<ConnectView />)
    await waitFor(() => expect(rowIds()).toContain(sel('dev.airlock.testwallet1')))
    expect((within(screen.getByTestId('w3m-legal-checkbox')).getByRole('checkbox') as HTMLInputElement).checked).toBe(true)
    expect(row().disabled).toBe(false)
    // Unticking is remembered too.
    fireEvent.click(within(screen.getByTestId('w3m-legal-checkbox')).getByRole('checkbox'))
    cleanup()
    t.render(<ConnectView />)
    await waitFor(() => expect(rowIds()).toContain(sel('dev.airlock.testwallet1')))
    expect(row().disabled).toBe(true)
    cleanup()

    // Another kit on the page has its own visitor agreement.
    await setup({ wallets: 'eip6963:1', options })
    await waitFor(() => expect(rowIds()).toContain(sel('dev.airlock.testwallet1')))
    expect(row().disabled).toBe(true)
  })

  it('CONV-01 orders the connect methods email, social, wallet when no browser wallet is shown', async () => {
    await setup({ options: { basic: false, ...withAuth } })
    await waitFor(() => expect(methodOrder()).toEqual(['email', 'social', 'wallet']))
    expect(screen.getByTestId('w3m-email-login-or-separator')).toBeTruthy()
    // The plugin's widgets render inside AppKit's method containers.
    expect(await within(screen.getByTestId('w3m-email-login-widget')).findByTestId('wui-email-input')).toBeTruthy()
    expect(await within(screen.getByTestId('w3m-social-login-widget')).findByTestId('social-selector-google')).toBeTruthy()
  })

  it('CONV-02 orders wallet, email, social once an announced wallet is shown', async () => {
    await setup({ wallets: 'eip6963:1', options: { basic: false, ...withAuth } })
    await waitFor(() => expect(methodOrder()).toEqual(['wallet', 'email', 'social']))
  })

  it('CONV-14 collapses the wallet list behind "Continue with a wallet" only with the collapseWallets flag', async () => {
    await setup({ options: { basic: false, ...withAuth } })
    await waitFor(() => expect(methodOrder()).toContain('email'))
    expect(screen.queryByTestId('w3m-collapse-wallets-button')).toBeNull()
    expect(screen.getByTestId('wallet-list')).toBeTruthy()
    cleanup()

    await setup({ options: { basic: false, features: { collapseWallets: true }, ...withAuth } })
    const button = await screen.findByTestId('w3m-collapse-wallets-button')
    expect(button.textContent).toBe('Continue with a wallet')
    expect(screen.queryByTestId('wallet-list')).toBeNull()
    fireEvent.click(button)
    expect(screen.getByTestId('wallet-list')).toBeTruthy()
  })

  it("showWallets: false (AppKit's option) and features.emailShowWallets: false put the wallets behind \"Continue with a wallet\" beside email", async () => {
    await setup({ options: { basic: false, showWallets: false, ...withAuth } })
    expect((await screen.findByTestId('w3m-collapse-wallets-button')).textContent).toBe('Continue with a wallet')
    expect(screen.queryByTestId('wallet-list')).toBeNull()
    cleanup()

    await setup({ options: { basic: false, features: { emailShowWallets: false }, ...withAuth } })
    await screen.findByTestId('w3m-collapse-wallets-button')
    expect(screen.queryByTestId('wallet-list')).toBeNull()
  })

  it('routes each row: installed → ConnectingExternal, WalletConnect and catalogue wallets → ConnectingWalletConnect, All wallets → AllWallets', async () => {
    const t = await setup({ wallets: 'eip6963:1', options: { featuredWalletIds: [RAINBOW().id] } })
    const router = service(t, ROUTER)
    await waitFor(() => expect(rowIds()).toContain(sel(RAINBOW().id)))

    fireEvent.click(screen.getByTestId(sel('dev.airlock.testwallet1')))
    expect(router.getState().view).toBe('ConnectingExternal')
    expect(router.getState().data?.connector?.id).toBe('dev.airlock.testwallet1')
    act(() => router.reset('Connect'))

    fireEvent.click(screen.getByTestId(sel(RAINBOW().id)))
    expect(router.getState()).toMatchObject({ view: 'ConnectingWalletConnect', data: { wallet: { id: RAINBOW().id, name: 'Rainbow' } } })
    act(() => router.reset('Connect'))

    fireEvent.click(screen.getByTestId(sel('walletconnect')))
    expect(router.getState().view).toBe('ConnectingWalletConnect')
    expect(router.getState().data?.wallet).toBeUndefined()
    act(() => router.reset('Connect'))

    fireEvent.click(screen.getByTestId('all-wallets'))
    expect(router.getState().view).toBe('AllWallets')
  })

  it('says "No wallets found" instead of a blank card when nothing can be listed', async () => {
    // No injected wallet, no recents (earlier tests stored some), WalletConnect off, and a
    // catalogue that fails: nothing to offer.
    window.localStorage.clear()
    server.faults.set('/getWallets', { status: 500 })
    try {
      await setup({ options: { enableWalletConnect: false } })
      expect(await screen.findByText('No wallets found')).toBeTruthy()
      expect(screen.getByTestId('w3m-connect-empty')).toBeTruthy()
    } finally {
      server.faults.clear()
    }
  })
})
