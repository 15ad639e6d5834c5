// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CONNECTION_STORE, KIT_CONTAINER, MODAL_CONTROLLER, ROUTER } from '../../../kernel'
import { testPolygon, testSolana } from '../../../kernel/connection/testing/testNetworks'
import { createTestKit, type TestKit } from '../../testing/createTestKit'
import { NetworksTestOutlet } from '../../testing/NetworksTestOutlet'

const kits: TestKit[] = []
const make = async () => {
  const t = createTestKit({ basic: true, features: { analytics: false }, namespaces: ['eip155', 'solana'] })
  kits.push(t)
  await t.kit.ready()
  return t
}
afterEach(() => {
  cleanup()
  for (const t of kits.splice(0)) t.kit.destroy()
  localStorage.clear()
})
const router = (t: TestKit) => t.kit[KIT_CONTAINER].resolve(ROUTER)
const activeNamespace = (t: TestKit) => t.kit[KIT_CONTAINER].resolve(CONNECTION_STORE).getState().activeNamespace

describe('SwitchActiveChain view', () => {
  it('RTR-03 RTR-09 BYD-12 opened for another chain family it carries switchToChain, navigateTo, navigateWithReplace and the network; Switch makes that family active and replaces itself with navigateTo', async () => {
    const t = await make()
    await t.connect('eip155')
    t.kit[KIT_CONTAINER].resolve(MODAL_CONTROLLER).open({ namespace: 'solana' })
    const { view, data } = router(t).getState()
    expect(view).toBe('SwitchActiveChain')
    expect(data).toMatchObject({ switchToChain: 'solana', navigateTo: 'Connect', navigateWithReplace: true })
    expect(data?.network?.caipNetworkId).toBe(testSolana.caipNetworkId)
    t.render(<NetworksTestOutlet />)
    expect(screen.getByTestId('w3m-switch-active-chain-to-Solana').textContent).toBe('Switch to Solana')
    expect(screen.getByText("Connected wallet doesn't support connecting to Solana chain. You need to connect with a different wallet.")).toBeTruthy()

    fireEvent.click(screen.getByTestId('w3m-switch-active-chain-button'))
    await waitFor(() => expect(router(t).getState().view).toBe('Connect'))
    expect(router(t).getState().history.map((e) => e.view)).toEqual(['Connect'])
    expect(activeNamespace(t)).toBe('solana')
    expect(t.kit.getCaipNetwork()?.caipNetworkId).toBe(testSolana.caipNetworkId)
    // NET-05: Solana had no wallet, so none was asked.
    expect(t.adapters.solana!.calls.filter((x) => x.method === 'switchNetwork')).toEqual([])
  })

  it('RTR-03 with navigateWithReplace false, navigateTo is pushed on top', async () => {
    const t = await make()
    await t.connect('eip155')
    t.kit[KIT_CONTAINER].resolve(MODAL_CONTROLLER).open({ view: 'Account' })
    router(t).push('SwitchActiveChain', { switchToChain: 'solana', navigateTo: 'Networks', navigateWithReplace: false, network: testSolana })
    t.render(<NetworksTestOutlet />)
    fireEvent.click(screen.getByTestId('w3m-switch-active-chain-button'))
    await waitFor(() => expect(router(t).getState().view).toBe('Networks'))
    expect(router(t).getState().history.map((e) => e.view)).toEqual(['Account', 'SwitchActiveChain', 'Networks'])
  })

  it('NET-02 a chain family whose wallet is connected is switched to and its Account shown', async () => {
    const t = await make()
    await t.connect('solana')
    await t.connect('eip155')
    t.kit[KIT_CONTAINER].resolve(MODAL_CONTROLLER).open({ namespace: 'solana' })
    expect(router(t).getState().data?.navigateTo).toBe('Account')
    t.render(<NetworksTestOutlet />)
    expect(screen.getByText('Your Solana account is connected. Switch to it to continue.')).toBeTruthy()
    fireEvent.click(screen.getByTestId('w3m-switch-active-chain-button'))
    await waitFor(() => expect(router(t).getState().view).toBe('Account'))
    expect(activeNamespace(t)).toBe('solana')
  })

  it('NET-04 a switch the wallet declines says "Switch declined", stays, and leaves the active family as it was', async () => {
    const t = await make()
    await t.connect('eip155')
    await t.connect('solana')
    t.adapters.eip155!.script({ failSwitch: 'User rejected the request.' })
    t.kit[KIT_CONTAINER].resolve(MODAL_CONTROLLER).open({ view: 'Account' })
    router(t).push('SwitchActiveChain', { switchToChain: 'eip155', navigateTo: 'Account', navigateWithReplace: true, network: testPolygon })
    t.render(<NetworksTestOutlet />)
    expect(screen.getByTestId('w3m-switch-active-chain-to-EVM Networks').textContent).toBe('Switch to EVM Networks')
    fireEvent.click(screen.getByTestId('w3m-switch-active-chain-button'))
    await screen.findByText('Switch declined')
    expect(router(t).getState().view).toBe('SwitchActiveChain')
    expect(activeNamespace(t)).toBe('solana')
  })
})
