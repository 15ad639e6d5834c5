// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { KIT_CONTAINER, MODAL, MODAL_CONTROLLER, NETWORKS_STORE, ROUTER, SNACKBAR, type AppKitOptions } from '../../../kernel'
import { createTestKit, type TestKit } from '../../testing/createTestKit'
import { NetworksTestOutlet } from '../../testing/NetworksTestOutlet'

const kits: TestKit[] = []
const make = async (options: Partial<AppKitOptions> = {}) => {
  const t = createTestKit({ basic: true, features: { analytics: false }, ...options })
  kits.push(t)
  await t.kit.ready()
  await t.connect('eip155')
  return t
}
afterEach(() => {
  cleanup()
  for (const t of kits.splice(0)) t.kit.destroy()
  localStorage.clear()
})
const c = (t: TestKit) => t.kit[KIT_CONTAINER]
const modalOpen = (t: TestKit) => c(t).resolve(MODAL).getState().open
const view = (t: TestKit) => c(t).resolve(ROUTER).getState().view
/** The wallet moves to Base (8453), which the app did not configure. */
const walletToUnknownChain = (t: TestKit) => act(() => t.adapters.eip155!.emit({ type: 'chainChanged', chainId: '0x2105' }))

describe('UnsupportedChain view', () => {
  it('NET-07 BYD-12 a wallet on a network the app does not support opens UnsupportedChain: the supported networks to switch to, and Disconnect', async () => {
    const t = await make()
    expect(modalOpen(t)).toBe(false)
    walletToUnknownChain(t)
    expect(modalOpen(t)).toBe(true)
    expect(view(t)).toBe('UnsupportedChain')
    expect(c(t).resolve(NETWORKS_STORE).getState().isUnsupported.eip155).toBe(true)
    t.render(<NetworksTestOutlet />)
    expect(screen.getByTestId('w3m-unsupported-chain-text').textContent).toBe(
      'This app doesn’t support your current network. Switch to an available option to continue.',
    )
    const rows = screen.getAllByRole('button').filter((b) => b.dataset.testid?.startsWith('w3m-network-switch-'))
    expect(rows.map((b) => b.textContent)).toEqual(['Ethereum', 'Polygon'])
    expect(screen.getByTestId('disconnect-button').textContent).toContain('Disconnect')
  })

  it('NET-08 is not shown when network switching is disabled', async () => {
    const t = await make({ enableNetworkSwitch: false })
    walletToUnknownChain(t)
    expect(c(t).resolve(NETWORKS_STORE).getState().isUnsupported.eip155).toBe(true)
    expect(modalOpen(t)).toBe(false)
  })

  it('NET-09 is not shown when unsupported chains are allowed', async () => {
    const t = await make({ allowUnsupportedChain: true })
    walletToUnknownChain(t)
    expect(c(t).resolve(NETWORKS_STORE).getState().isUnsupported.eip155).toBe(true)
    expect(modalOpen(t)).toBe(false)
  })

  it('choosing a supported network asks the wallet (SwitchNetwork) and closes the modal once it is there', async () => {
    const t = await make()
    walletToUnknownChain(t)
    t.render(<NetworksTestOutlet />)
    fireEvent.click(screen.getByTestId('w3m-network-switch-Polygon'))
    expect(view(t)).toBe('SwitchNetwork')
    await waitFor(() => expect(modalOpen(t)).toBe(false))
    expect(t.kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:137')
    expect(c(t).resolve(NETWORKS_STORE).getState().isUnsupported.eip155).toBe(false)
  })

  it('Disconnect disconnects the wallet and closes the modal', async () => {
    const t = await make()
    walletToUnknownChain(t)
    t.render(<NetworksTestOutlet />)
    fireEvent.click(screen.getByTestId('disconnect-button'))
    await waitFor(() => expect(modalOpen(t)).toBe(false))
    expect(t.kit.getIsConnectedState()).toBe(false)
    expect(t.adapters.eip155!.calls.some((x) => x.method === 'disconnect')).toBe(true)
  })

  it('a failed disconnect says "Failed to disconnect" and keeps the view', async () => {
    const t = await make()
    t.adapters.eip155!.script({ failDisconnect: 'wallet gone' })
    walletToUnknownChain(t)
    t.render(<NetworksTestOutlet />)
    fireEvent.click(screen.getByTestId('disconnect-button'))
    await waitFor(() => expect(c(t).resolve(SNACKBAR).getState().message).toBe('Failed to disconnect'))
    expect(view(t)).toBe('UnsupportedChain')
  })

  it('the wallet going back to a supported network by itself closes the view', async () => {
    const t = await make()
    walletToUnknownChain(t)
    t.render(<NetworksTestOutlet />)
    act(() => t.adapters.eip155!.emit({ type: 'chainChanged', chainId: '0x89' }))
    await waitFor(() => expect(modalOpen(t)).toBe(false))
    expect(t.kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:137')
  })

  it('opened for swaps it says the swap feature does not support the network', async () => {
    const t = await make()
    c(t).resolve(MODAL_CONTROLLER).open({ view: 'UnsupportedChain', data: { swapUnsupportedChain: true } })
    t.render(<NetworksTestOutlet />)
    expect(screen.getByTestId('w3m-unsupported-chain-text').textContent).toBe(
      'The swap feature doesn’t support your current network. Switch to an available option to continue.',
    )
  })

  it('offers only the networks the feature allows (allowedNetworkIds: the swap networks)', async () => {
    const t = await make()
    c(t).resolve(MODAL_CONTROLLER).open({ view: 'UnsupportedChain', data: { swapUnsupportedChain: true, allowedNetworkIds: ['eip155:137'] } })
    t.render(<NetworksTestOutlet />)
    const rows = screen.getAllByRole('button').filter((b) => b.dataset.testid?.startsWith('w3m-network-switch-'))
    expect(rows.map((b) => b.textContent)).toEqual(['Polygon'])
  })
})
