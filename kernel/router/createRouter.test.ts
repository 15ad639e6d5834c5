import { afterEach, describe, expect, it, vi } from 'vitest'
import { FARCASTER_RELOAD_DELAY_MS, createRouter, type RouterDeps } from './createRouter'
import { testMainnet as mainnet } from '../connection/testing/testNetworks'

function setup(overrides: Partial<RouterDeps> = {}) {
  const deps = { isConnected: vi.fn(() => false), closeModal: vi.fn(), reloadAuthConnector: vi.fn(), ...overrides }
  return { router: createRouter(deps), deps }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createRouter', () => {
  it('RTR-01 keeps a history stack of named views with their data', () => {
    const { router } = setup()
    expect(router.getState()).toEqual({
      view: 'Connect',
      data: undefined,
      history: [{ view: 'Connect', data: undefined }],
      transition: 'next',
    })
    router.push('AllWallets')
    router.push('ConnectingWalletConnect', { wallet: { id: 'w1', name: 'Wallet One' } })
    expect(router.getState().history.map((entry) => entry.view)).toEqual([
      'Connect',
      'AllWallets',
      'ConnectingWalletConnect',
    ])
    expect(router.getState().data).toEqual({ wallet: { id: 'w1', name: 'Wallet One' } })
  })

  it('RTR-01 replace swaps the top entry and reset starts a new stack', () => {
    const { router } = setup()
    router.push('Networks')
    router.replace('SwitchNetwork', { network: mainnet })
    expect(router.getState().history).toEqual([
      { view: 'Connect', data: undefined },
      { view: 'SwitchNetwork', data: { network: mainnet } },
    ])
    router.reset('Account')
    expect(router.getState().history).toEqual([{ view: 'Account', data: undefined }])
    expect(router.getState().view).toBe('Account')
  })

  it('reset to the one view it already rests on commits no new state; any other reset does', () => {
    const { router } = setup()
    const listener = vi.fn()
    router.subscribe(listener)
    const resting = router.getState()
    router.reset('Connect')
    expect(router.getState()).toBe(resting)
    expect(listener).not.toHaveBeenCalled()
    router.push('AllWallets')
    router.reset('Connect')
    expect(router.getState().history).toEqual([{ view: 'Connect', data: undefined }])
    expect(listener).toHaveBeenCalledTimes(2)
    router.reset('Account')
    expect(router.getState().view).toBe('Account')
  })

  it('RTR-01 pushing the view already shown updates its data without a new entry', () => {
    const { router } = setup()
    router.push('Swap', { swap: { amount: '1' } })
    router.push('Swap', { swap: { amount: '2' } })
    expect(router.getState().history).toHaveLength(2)
    expect(router.getState().data).toEqual({ swap: { amount: '2' } })
  })

  it('RTR-03 push carries the SwitchActiveChain data, and the types demand it', () => {
    const { router } = setup()
    const data = { switchToChain: 'solana', navigateTo: 'Connect', navigateWithReplace: true, network: mainnet } as const
    router.push('SwitchActiveChain', data)
    expect(router.getState()).toMatchObject({ view: 'SwitchActiveChain', data })
    // @ts-expect-error SwitchActiveChain cannot be shown without its data
    router.replace('SwitchActiveChain')
    router.push('MyPluginView', { anything: 1 })
    expect(router.getState().data).toEqual({ anything: 1 })
  })

  it('RTR-04 records "next" on push and "prev" on back', () => {
    const { router } = setup()
    router.push('AllWallets')
    expect(router.getState().transition).toBe('next')
    router.goBack()
    expect(router.getState().transition).toBe('prev')
    router.push('Networks')
    expect(router.getState().transition).toBe('next')
  })

  it('RTR-10 back pops the history and restores the previous view with its data', () => {
    const { router } = setup()
    router.push('ConnectingWalletConnect', { wallet: { id: 'w1', name: 'Wallet One' } })
    router.push('Downloads')
    router.goBack()
    expect(router.getState().view).toBe('ConnectingWalletConnect')
    expect(router.getState().data).toEqual({ wallet: { id: 'w1', name: 'Wallet One' } })
    expect(router.getState().history).toHaveLength(2)
    router.goBack()
    expect(router.getState().view).toBe('Connect')
    expect(router.getState().history).toEqual([{ view: 'Connect', data: undefined }])
  })

  it('RTR-10 goBackToIndex pops back to a given entry', () => {
    const { router } = setup()
    router.push('Account')
    router.push('Networks')
    router.push('SwitchNetwork', { network: mainnet })
    router.goBackToIndex(1)
    expect(router.getState().view).toBe('Account')
    expect(router.getState().history).toHaveLength(2)
    expect(router.getState().transition).toBe('prev')
    router.goBackToIndex(5)
    expect(router.getState().view).toBe('Account')
  })

  it('RTR-11 back onto Connect shows Account when an address is connected', () => {
    const isConnected = vi.fn(() => false)
    const { router } = setup({ isConnected })
    router.push('ConnectingExternal', { connector: { id: 'injected', name: 'Injected', type: 'INJECTED', chain: 'eip155' } })
    isConnected.mockReturnValue(true)
    router.goBack()
    expect(router.getState().view).toBe('Account')
    expect(router.getState().history).toEqual([{ view: 'Account', data: undefined }])
  })

  it('RTR-11 back onto Connect stays on Connect while disconnected', () => {
    const { router } = setup()
    router.push('AllWallets')
    router.goBack()
    expect(router.getState().view).toBe('Connect')
  })

  it('RTR-12 back with only one view left closes the modal', () => {
    const { router, deps } = setup()
    router.reset('Account')
    router.goBack()
    expect(deps.closeModal).toHaveBeenCalledTimes(1)
    expect(router.getState().history).toEqual([{ view: 'Account', data: undefined }])
  })

  it('leaving the Farcaster view while disconnected reloads the auth connector after 100 ms', () => {
    vi.useFakeTimers()
    const { router, deps } = setup()
    router.push('ConnectingFarcaster')
    router.goBack()
    vi.advanceTimersByTime(FARCASTER_RELOAD_DELAY_MS - 1)
    expect(deps.reloadAuthConnector).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(deps.reloadAuthConnector).toHaveBeenCalledTimes(1)
    expect(FARCASTER_RELOAD_DELAY_MS).toBe(100)
  })

  it('leaving the Farcaster view by any navigation counts, but not while connected or while staying on it', () => {
    vi.useFakeTimers()
    const isConnected = vi.fn(() => false)
    const { router, deps } = setup({ isConnected })
    router.reset('ConnectingFarcaster')
    router.push('ConnectingFarcaster', { extra: 1 })
    vi.advanceTimersByTime(200)
    expect(deps.reloadAuthConnector).not.toHaveBeenCalled()

    router.reset('Connect')
    vi.advanceTimersByTime(100)
    expect(deps.reloadAuthConnector).toHaveBeenCalledTimes(1)

    router.push('ConnectingFarcaster')
    isConnected.mockReturnValue(true)
    router.replace('Account')
    vi.advanceTimersByTime(200)
    expect(deps.reloadAuthConnector).toHaveBeenCalledTimes(1)
  })

  it('dispose cancels a pending auth connector reload', () => {
    vi.useFakeTimers()
    const { router, deps } = setup()
    router.push('ConnectingFarcaster')
    router.goBack()
    router.dispose()
    vi.advanceTimersByTime(1000)
    expect(deps.reloadAuthConnector).not.toHaveBeenCalled()
  })

  it('two routers share nothing', () => {
    const a = setup().router
    const b = setup().router
    a.push('AllWallets')
    expect(b.getState().view).toBe('Connect')
  })
})
