// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CONNECTION_STORE, KIT_CONTAINER, MODAL_CONTROLLER, NETWORKS_STORE, ROUTER } from '../../../kernel'
import { testPolygon } from '../../../kernel/connection/testing/testNetworks'
import { createTestKit, type TestKit } from '../../testing/createTestKit'
import { NetworksTestOutlet } from '../../testing/NetworksTestOutlet'

const kits: TestKit[] = []
const make = async (options: Parameters<typeof createTestKit>[0] = {}) => {
  const t = createTestKit({ basic: true, features: { analytics: false }, ...options })
  kits.push(t)
  await t.kit.ready()
  return t
}
afterEach(() => {
  cleanup()
  for (const t of kits.splice(0)) t.kit.destroy()
  // Kits persist the selected network; each test starts from a fresh page.
  localStorage.clear()
})

const c = (t: TestKit) => t.kit[KIT_CONTAINER]
const openNetworks = (t: TestKit) => {
  c(t).resolve(MODAL_CONTROLLER).open({ view: 'Networks' })
  return t.render(<NetworksTestOutlet />)
}
const routerState = (t: TestKit) => c(t).resolve(ROUTER).getState()

describe('Networks view', () => {
  it('BYD-12 lists the networks grouped by chain family, with images, ids and the active one marked', async () => {
    const t = await make({ namespaces: ['eip155', 'solana'] })
    await t.connect('eip155')
    openNetworks(t)
    const evm = screen.getByRole('group', { name: 'EVM Networks' })
    const solana = screen.getByRole('group', { name: 'Solana' })
    expect(within(evm).getAllByRole('button').map((b) => b.dataset.testid)).toEqual(['w3m-network-switch-Ethereum', 'w3m-network-switch-Polygon'])
    expect(within(solana).getAllByRole('button').map((b) => b.dataset.testid)).toEqual(['w3m-network-switch-Solana'])
    const active = screen.getByTestId('w3m-network-switch-Ethereum')
    expect(active.getAttribute('aria-current')).toBe('true')
    expect(within(active).getByText('Active')).toBeTruthy()
    expect(screen.getByTestId('w3m-network-switch-Polygon').getAttribute('aria-current')).toBeNull()
    expect(within(active).getByRole('img', { name: 'Ethereum' })).toBeTruthy()
  })

  it('has no group headings with a single chain family, and the search narrows the list', async () => {
    const t = await make()
    openNetworks(t)
    expect(screen.queryByRole('heading')).toBeNull()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search network' }), { target: { value: '  poly ' } })
    expect(screen.getAllByRole('button').filter((b) => b.dataset.testid?.startsWith('w3m-network-switch-')).map((b) => b.textContent)).toEqual(['Polygon'])
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search network' }), { target: { value: 'nothing' } })
    expect(screen.getByText('No network found')).toBeTruthy()
  })

  it('NET-01 in the connected namespace, choosing a network shows SwitchNetwork while the wallet is asked, then goes back with the new network active', async () => {
    const t = await make()
    await t.connect('eip155')
    openNetworks(t)
    fireEvent.click(screen.getByTestId('w3m-network-switch-Polygon'))
    // The first render of SwitchNetwork, before the wallet answered.
    expect(routerState(t).view).toBe('SwitchNetwork')
    expect(routerState(t).data?.network?.caipNetworkId).toBe('eip155:137')
    expect(screen.getByText('Approve in wallet')).toBeTruthy()
    await waitFor(() => expect(routerState(t).view).toBe('Networks'))
    expect(t.adapters.eip155!.calls.filter((x) => x.method === 'switchNetwork')).toHaveLength(1)
    expect(t.kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:137')
    expect(screen.getByTestId('w3m-network-switch-Polygon').getAttribute('aria-current')).toBe('true')
  })

  it('NET-05 with no wallet connected, choosing a network just selects it (no wallet asked) and leaves the list', async () => {
    const t = await make()
    c(t).resolve(MODAL_CONTROLLER).open({ view: 'Connect' })
    c(t).resolve(ROUTER).push('Networks')
    t.render(<NetworksTestOutlet />)
    fireEvent.click(screen.getByTestId('w3m-network-switch-Polygon'))
    await waitFor(() => expect(routerState(t).view).toBe('Connect'))
    expect(c(t).resolve(NETWORKS_STORE).getState().activeNetworks.eip155?.caipNetworkId).toBe('eip155:137')
    expect(t.adapters.eip155!.calls.filter((x) => x.method === 'switchNetwork')).toEqual([])
  })

  it('RTR-03 leaving a connected chain family for one with no wallet goes through SwitchActiveChain with its data', async () => {
    const t = await make({ namespaces: ['eip155', 'solana'] })
    await t.connect('eip155')
    openNetworks(t)
    fireEvent.click(screen.getByTestId('w3m-network-switch-Solana'))
    const { view, data } = routerState(t)
    expect(view).toBe('SwitchActiveChain')
    expect(data).toMatchObject({ switchToChain: 'solana', navigateTo: 'Connect', navigateWithReplace: true })
    expect(data?.network?.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(screen.getByTestId('w3m-switch-active-chain-to-Solana').textContent).toBe('Switch to Solana')
  })

  it('NET-02 a chain family whose wallet is connected too is switched to through SwitchNetwork', async () => {
    const t = await make({ namespaces: ['eip155', 'solana'] })
    await t.connect('solana')
    await t.connect('eip155')
    openNetworks(t)
    fireEvent.click(screen.getByTestId('w3m-network-switch-Solana'))
    expect(routerState(t).view).toBe('SwitchNetwork')
    await waitFor(() => expect(c(t).resolve(CONNECTION_STORE).getState().activeNamespace).toBe('solana'))
    await waitFor(() => expect(routerState(t).view).toBe('Networks'))
  })

  it('choosing the active network changes nothing and leaves the list', async () => {
    const t = await make()
    await t.connect('eip155')
    c(t).resolve(MODAL_CONTROLLER).open({ view: 'Account' })
    c(t).resolve(ROUTER).push('Networks')
    t.render(<NetworksTestOutlet />)
    fireEvent.click(screen.getByTestId('w3m-network-switch-Ethereum'))
    expect(routerState(t).view).toBe('Account')
    expect(t.adapters.eip155!.calls.filter((x) => x.method === 'switchNetwork')).toEqual([])
  })

  it('networks the connected wallet did not approve are disabled', async () => {
    const t = await make()
    await t.connect('eip155')
    c(t).resolve(NETWORKS_STORE).setSupportedNetworkIds('eip155', ['eip155:1'])
    openNetworks(t)
    const polygon = screen.getByTestId(`w3m-network-switch-${testPolygon.name}`) as HTMLButtonElement
    expect(polygon.disabled).toBe(true)
    expect(within(polygon).getByText('Not supported by the connected wallet')).toBeTruthy()
  })
})
