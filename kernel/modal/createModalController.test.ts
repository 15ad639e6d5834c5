import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEventBus } from '../bus/createEventBus'
import type { TrackEvent } from '../bus/events'
import { createRouter } from '../router/createRouter'
import { testSolana as solanaMainnet } from '../connection/testing/testNetworks'
import type { ChainNamespace } from '../types'
import { createModalController, type ModalControllerDeps } from './createModalController'
import { createModalStore } from './createModalStore'

const evmAddress = 'eip155:1:0x00000000000000000000000000000000000000a1'

/** A kit wired as createAppKit will wire it, with plain variables standing in for the other stores. */
function setup(overrides: Partial<ModalControllerDeps> = {}) {
  const kit = {
    addresses: {} as Partial<Record<ChainNamespace, string>>,
    embedded: false,
    signInRequired: false,
    sessions: false,
  }
  const bus = createEventBus()
  const tracked: TrackEvent[] = []
  bus.on('track', (event) => tracked.push(event))
  const modal = createModalStore()
  const resetPairingUri = vi.fn()
  const reloadAuthConnector = vi.fn()
  const getCaipAddress = (ns?: ChainNamespace) => kit.addresses[ns ?? 'eip155']
  // The router closes through the controller, bound lazily as the lead binds it in createAppKit.
  const router = createRouter({
    isConnected: () => Boolean(getCaipAddress()),
    closeModal: () => controller.close(),
    reloadAuthConnector,
  })
  const controller = createModalController({
    modal,
    router,
    bus,
    getCaipAddress,
    getActiveNamespace: () => 'eip155',
    hasChainAdapters: () => true,
    isManualWCControl: () => false,
    isMobile: () => false,
    getNetworkForNamespace: (ns) => (ns === 'solana' ? solanaMainnet : undefined),
    isEmbedded: () => kit.embedded,
    isSignInRequired: () => kit.signInRequired,
    hasSiwxSessions: () => kit.sessions,
    onClose: resetPairingUri,
    ...overrides,
  })
  return { kit, bus, tracked, modal, router, controller, resetPairingUri, reloadAuthConnector }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createModalController', () => {
  it('issue 12 case 4: an open before the chain plugins registered is re-chosen once they are, unless the visitor navigated', () => {
    let adapters = false
    const { controller, router } = setup({ hasChainAdapters: () => adapters })
    controller.open()
    const early = router.getState().view
    expect(early).not.toBe('Connect')
    expect(controller.reconsiderOpenView()).toBe(false) // nothing changed yet
    adapters = true
    expect(controller.reconsiderOpenView()).toBe(true)
    expect(router.getState().history).toEqual([{ view: 'Connect', data: undefined }])

    adapters = false
    controller.open()
    router.push('AllWallets') // the visitor moved on: their choice stands
    adapters = true
    expect(controller.reconsiderOpenView()).toBe(false)
    expect(router.getState().view).toBe('AllWallets')
  })

  it('MDL-01 RTR-05 open() opens the modal on Connect, or on Account once connected, and tracks MODAL_OPEN', () => {
    const { kit, modal, router, controller, tracked } = setup()
    controller.open()
    expect(modal.getState().open).toBe(true)
    expect(router.getState().view).toBe('Connect')
    kit.addresses.eip155 = evmAddress
    controller.open()
    expect(router.getState().history).toEqual([{ view: 'Account', data: undefined }])
    expect(tracked).toEqual([
      { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
      { type: 'track', event: 'MODAL_OPEN', properties: { connected: true } },
    ])
  })

  it('RTR-08 RTR-09 open() applies an explicit view, and a namespace switch', () => {
    const { kit, router, controller } = setup()
    controller.open({ view: 'Swap', data: { swap: { fromToken: 'ETH' } } })
    expect(router.getState()).toMatchObject({ view: 'Swap', data: { swap: { fromToken: 'ETH' } } })
    kit.addresses.eip155 = evmAddress
    controller.open({ namespace: 'solana' })
    expect(router.getState()).toMatchObject({
      view: 'SwitchActiveChain',
      data: { switchToChain: 'solana', navigateTo: 'Connect', navigateWithReplace: true, network: solanaMainnet },
    })
  })

  it('RTR-13 MDL-03 RTR-14 close resets the view to Connect, clears loading and resets the pairing URI', () => {
    const { modal, router, controller, resetPairingUri, tracked } = setup()
    controller.open({ view: 'AllWallets' })
    router.push('ConnectingWalletConnect')
    modal.setLoading('eip155', true)
    controller.close()
    expect(modal.getState().open).toBe(false)
    expect(router.getState().history).toEqual([{ view: 'Connect', data: undefined }])
    expect(modal.isLoading()).toBe(false)
    expect(modal.isLoading('eip155')).toBe(false)
    expect(resetPairingUri).toHaveBeenCalledTimes(1)
    expect(tracked.at(-1)).toEqual({ type: 'track', event: 'MODAL_CLOSE', properties: { connected: false } })
  })

  it('RTR-13 close resets to Connect even when connected, outside embedded mode', () => {
    const { kit, router, controller } = setup()
    kit.addresses.eip155 = evmAddress
    controller.open()
    controller.close()
    expect(router.getState().view).toBe('Connect')
  })

  it('MODAL_CLOSE is tracked only when the modal was open', () => {
    const { controller, tracked } = setup()
    controller.close()
    expect(tracked).toEqual([])
  })

  it('RTR-15 in embedded mode, close shows Account when connected, otherwise Connect', () => {
    const { kit, router, controller } = setup()
    kit.embedded = true
    kit.addresses.eip155 = evmAddress
    controller.open({ view: 'Networks' })
    controller.close()
    expect(router.getState().view).toBe('Account')
    delete kit.addresses.eip155
    controller.open({ view: 'AllWallets' })
    controller.close()
    expect(router.getState().view).toBe('Connect')
  })

  it('RTR-15 in embedded mode a wallet connecting from a view the modal shows without open() leaves it on Account', async () => {
    const { kit, router, controller, tracked } = setup()
    kit.embedded = true
    router.push('AllWallets')
    kit.addresses.eip155 = evmAddress
    await controller.connected({ namespace: 'eip155', fromView: 'AllWallets' })
    expect(router.getState().view).toBe('Account')
    expect(tracked.filter((e) => e.event === 'MODAL_CLOSE')).toEqual([])
  })

  it('outside embedded mode a connection while the modal is closed leaves the router alone', async () => {
    const { kit, router, controller } = setup()
    router.push('AllWallets')
    kit.addresses.eip155 = evmAddress
    await controller.connected({ namespace: 'eip155', fromView: 'AllWallets' })
    expect(router.getState().view).toBe('AllWallets')
  })

  it('a connect that afterConnect takes over (multi-wallet returning to its wallets) keeps the modal open; otherwise it closes', async () => {
    const seen: unknown[] = []
    let takeOver = true
    const { kit, modal, router, controller } = setup({
      afterConnect: async (namespace, fromView) => {
        seen.push([namespace, fromView])
        if (takeOver) router.replace('Account')
        return takeOver
      },
    })
    controller.open()
    router.push('AllWallets')
    kit.addresses.eip155 = evmAddress
    await controller.connected({ namespace: 'eip155', fromView: 'AllWallets' })
    expect(seen).toEqual([['eip155', 'AllWallets']])
    expect(modal.getState().open).toBe(true)
    expect(router.getState().view).toBe('Account')

    takeOver = false
    router.push('AllWallets')
    await controller.connected({ namespace: 'eip155', fromView: 'AllWallets' })
    expect(modal.getState().open).toBe(false)
  })

  it('RTR-12 back on the last view closes the modal through the controller', () => {
    const { modal, router, controller, resetPairingUri } = setup()
    controller.open()
    router.goBack()
    expect(modal.getState().open).toBe(false)
    expect(resetPairingUri).toHaveBeenCalledTimes(1)
  })

  it('RTR-16 requestClose shakes instead of closing on SIWXSignMessage while sign-in is required without sessions', () => {
    vi.useFakeTimers()
    const { kit, modal, controller } = setup()
    kit.signInRequired = true
    kit.addresses.eip155 = evmAddress
    controller.open({ view: 'SIWXSignMessage' })
    expect(controller.isCloseDisabled()).toBe(true)
    expect(controller.requestClose()).toBe(false)
    expect(modal.getState()).toMatchObject({ open: true, shake: true })
    vi.advanceTimersByTime(500)
    expect(modal.getState().shake).toBe(false)

    kit.sessions = true
    expect(controller.isCloseDisabled()).toBe(false)
    expect(controller.requestClose()).toBe(true)
    expect(modal.getState().open).toBe(false)
  })

  it('RTR-16 close is disabled on ApproveTransaction too, but the programmatic close() still closes', () => {
    const { kit, modal, controller } = setup()
    kit.signInRequired = true
    controller.open({ view: 'ApproveTransaction' })
    kit.addresses.eip155 = evmAddress
    expect(controller.isCloseDisabled()).toBe(true)
    controller.close()
    expect(modal.getState().open).toBe(false)
  })

  it('closing the modal from the Farcaster view while disconnected reloads the auth connector', () => {
    vi.useFakeTimers()
    const { controller, reloadAuthConnector } = setup()
    controller.open({ view: 'ConnectingFarcaster' })
    controller.close()
    vi.advanceTimersByTime(100)
    expect(reloadAuthConnector).toHaveBeenCalledTimes(1)
  })
})
