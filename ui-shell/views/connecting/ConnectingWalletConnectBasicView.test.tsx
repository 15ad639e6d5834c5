// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { KIT_CONTAINER, MODAL_CONTROLLER } from '../../../kernel'
import type { UniversalProviderLike } from '../../../plugins/walletconnect/types'
import { AppKitProvider } from '../../kit/AppKitProvider'
import { mountModal } from '../../modal/mountModal'
import ConnectingWalletConnectBasicView from './ConnectingWalletConnectBasicView'
import { modalOpen, routerView, serviceOf, startWalletConnectFixture, type WalletConnectFixture } from '../../testing/startWalletConnectFixture'

describe('ConnectingWalletConnectBasic (jsdom, local relay, WalletConnect test wallet)', () => {
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

  it("RTR-06 with manualWCControl the modal opens on ConnectingWalletConnectBasic, which shows the host's pairing as a QR code and closes once the wallet connects", async () => {
    const kit = await f.kit({ manualWCControl: true })
    kit[KIT_CONTAINER].resolve(MODAL_CONTROLLER).open()
    expect(routerView(kit)).toBe('ConnectingWalletConnectBasic')
    render(
      <AppKitProvider kit={kit}>
        <ConnectingWalletConnectBasicView />
      </AppKitProvider>,
    )
    expect(screen.getByTestId('w3m-connecting-wc-qr-loading')).toBeTruthy()
    expect(screen.getByTestId('all-wallets').textContent).toContain('All Wallets')

    // The host drives WalletConnect itself: its connect() makes the pairing the view shows.
    const provider = (await serviceOf(kit)!.getUniversalProvider()) as UniversalProviderLike
    const hostConnect = provider.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'] } },
    })
    const qr = await waitFor(() => screen.getByTestId('wui-qr-code'), { timeout: 20_000 })
    const uri = qr.getAttribute('data-uri')!
    expect(uri).toBe(serviceOf(kit)!.pairing.getState().uri)
    expect(screen.getByRole('img', { name: 'QR code to connect with WalletConnect' })).toBeTruthy()
    expect(screen.getByTestId('copy-wc2-uri').textContent).toBe('Copy link')

    await f.wallet.pair(uri)
    await hostConnect
    await waitFor(() => expect(kit.getIsConnectedState()).toBe(true), { timeout: 20_000 })
    await waitFor(() => expect(modalOpen(kit)).toBe(false))
  })

  it('"All wallets" goes to the AllWallets list', async () => {
    const kit = await f.kit({ manualWCControl: true })
    kit[KIT_CONTAINER].resolve(MODAL_CONTROLLER).open()
    render(
      <AppKitProvider kit={kit}>
        <ConnectingWalletConnectBasicView />
      </AppKitProvider>,
    )
    fireEvent.click(screen.getByTestId('all-wallets'))
    expect(routerView(kit)).toBe('AllWallets')
  })

  it('prerendered concealed before the open (a kit with networks only), the view pairs only once the card shows (issue 32)', async () => {
    const kit = await f.kit({ adapters: [], shell: true })
    expect(kit[KIT_CONTAINER].resolve(MODAL_CONTROLLER).openView()).toBe('ConnectingWalletConnectBasic')
    let unmount = () => undefined as void
    act(() => void (unmount = mountModal(kit)))
    try {
      const root = () => document.body.querySelector('airlock-modal')?.shadowRoot
      await waitFor(() => expect(root()?.querySelector('[data-testid="w3m-connecting-wc-basic-view"]')).toBeTruthy(), { timeout: 10_000 })
      expect(root()!.querySelector('[data-testid="w3m-modal-overlay"]')!.hasAttribute('data-concealed')).toBe(true)
      // The concealed view's effects have run (its service resolved); a few tasks later still no pairing.
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
      expect(serviceOf(kit)!.pairing.getState()).toMatchObject({ uri: undefined, status: 'idle' })
      // Still this view, though the closed kernel rests on Connect (RTR-13); the open only reveals it.
      const view = root()!.querySelector('[data-testid="w3m-connecting-wc-basic-view"]')
      expect(view).toBeTruthy()
      expect(root()!.querySelector('[data-testid="w3m-connect-view"]')).toBeNull()

      act(() => void kit.open())
      expect(root()!.querySelector('[data-testid="w3m-modal-overlay"]')!.hasAttribute('data-concealed')).toBe(false)
      expect(root()!.querySelector('[data-testid="w3m-connecting-wc-basic-view"]')).toBe(view)
      const uri = await waitFor(
        () => {
          const shown = root()!.querySelector('[data-testid="wui-qr-code"]')?.getAttribute('data-uri')
          expect(shown).toMatch(/^wc:/)
          return shown
        },
        { timeout: 20_000 },
      )
      expect(uri).toBe(serviceOf(kit)!.pairing.getState().uri)
    } finally {
      act(() => unmount())
    }
  })
})
