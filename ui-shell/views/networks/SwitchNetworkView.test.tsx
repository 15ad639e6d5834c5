// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { KIT_CONTAINER, MODAL, MODAL_CONTROLLER, ROUTER } from '../../../kernel'
import { testPolygon } from '../../../kernel/connection/testing/testNetworks'
import { createTestKit, type TestKit } from '../../testing/createTestKit'
import { NetworksTestOutlet } from '../../testing/NetworksTestOutlet'

const kits: TestKit[] = []
const make = async () => {
  const t = createTestKit({ basic: true, features: { analytics: false } })
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
const router = (t: TestKit) => t.kit[KIT_CONTAINER].resolve(ROUTER)
const switches = (t: TestKit) => t.adapters.eip155!.calls.filter((x) => x.method === 'switchNetwork')

describe('SwitchNetwork view', () => {
  it('asks the wallet once, says "Approve in wallet" meanwhile, and goes back when it switched', async () => {
    const t = await make()
    t.kit[KIT_CONTAINER].resolve(MODAL_CONTROLLER).open({ view: 'Networks' })
    router(t).push('SwitchNetwork', { network: testPolygon })
    t.render(<NetworksTestOutlet />)
    expect(screen.getByText('Approve in wallet')).toBeTruthy()
    expect(screen.getByText('Accept connection request in your wallet')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Polygon' })).toBeTruthy()
    await waitFor(() => expect(router(t).getState().view).toBe('Networks'))
    expect(switches(t)).toHaveLength(1)
    expect(t.kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:137')
  })

  it('a declined switch says "Switch declined" with a retry that asks the wallet again', async () => {
    const t = await make()
    t.adapters.eip155!.script({ failSwitch: 'User rejected the request.' })
    t.kit[KIT_CONTAINER].resolve(MODAL_CONTROLLER).open({ view: 'Networks' })
    router(t).push('SwitchNetwork', { network: testPolygon })
    t.render(<NetworksTestOutlet />)
    await screen.findByText('Switch declined')
    expect(screen.getByText('Switch can be declined if chain is not supported by a wallet or previous request is still active')).toBeTruthy()
    expect(screen.getByTestId('w3m-network-switch-view').dataset.error).toBe('User rejected the request.')
    expect(t.kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:1')
    expect(router(t).getState().view).toBe('SwitchNetwork')

    t.adapters.eip155!.script({ failSwitch: false })
    fireEvent.click(screen.getByTestId('w3m-network-switch-retry'))
    await waitFor(() => expect(router(t).getState().view).toBe('Networks'))
    expect(switches(t)).toHaveLength(2)
    expect(t.kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:137')
  })

  it('after UnsupportedChain, a successful switch closes the modal instead of going back to the problem', async () => {
    const t = await make()
    t.kit[KIT_CONTAINER].resolve(MODAL_CONTROLLER).open({ view: 'UnsupportedChain' })
    router(t).push('SwitchNetwork', { network: testPolygon })
    t.render(<NetworksTestOutlet />)
    await waitFor(() => expect(t.kit[KIT_CONTAINER].resolve(MODAL).getState().open).toBe(false))
    expect(t.kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:137')
  })

  it('without a network in its data it says so instead of asking anything', async () => {
    const t = await make()
    t.kit[KIT_CONTAINER].resolve(MODAL_CONTROLLER).open({ view: 'Networks' })
    router(t).push('SwitchNetwork', {} as never)
    t.render(<NetworksTestOutlet />)
    expect(screen.getByText('Network not found')).toBeTruthy()
    expect(switches(t)).toEqual([])
  })
})
