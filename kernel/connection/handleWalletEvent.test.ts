import { describe, expect, it } from 'vitest'
import { createUnsupportedNetwork, UNSUPPORTED_NETWORK_NAME } from './createUnsupportedNetwork'
import { createConnectionHarness } from './testing/createConnectionHarness'
import { testMainnet, testPolygon, testSolana } from './testing/testNetworks'

async function connectedEvm(options: Parameters<typeof createConnectionHarness>[0] = {}) {
  const kit = createConnectionHarness(options)
  await kit.connect('eip155', testMainnet)
  return kit
}

describe('handleChainChanged', () => {
  it('NET-06 an unknown chain id becomes an unsupported network', async () => {
    const kit = await connectedEvm()
    kit.controller.handleChainChanged('eip155', '0x2a')

    const active = kit.stores.networks.getState().activeNetworks.eip155!
    expect(active).toEqual(createUnsupportedNetwork('eip155:42'))
    expect(active).toMatchObject({ id: 42, caipNetworkId: 'eip155:42', chainNamespace: 'eip155', name: UNSUPPORTED_NETWORK_NAME })
    expect(kit.stores.networks.getState().isUnsupported.eip155).toBe(true)
    expect(kit.stores.account.get('eip155').caipAddress).toBe('eip155:42:0x1111111111111111111111111111111111111111')
  })

  it('NET-06 setUnsupportedChain marks the namespace unsupported; a known chain clears it', async () => {
    const kit = await connectedEvm()
    kit.controller.setUnsupportedChain('eip155', 999)
    expect(kit.stores.networks.getState().activeNetworks.eip155?.caipNetworkId).toBe('eip155:999')
    expect(kit.stores.networks.getState().isUnsupported.eip155).toBe(true)
    kit.controller.handleChainChanged('eip155', 137)
    expect(kit.stores.networks.getState().activeNetworks.eip155).toBe(testPolygon)
    expect(kit.stores.networks.getState().isUnsupported.eip155).toBe(false)
  })

  it('NET-06 keeps a non-numeric reference as is', () => {
    expect(createUnsupportedNetwork('solana:abc123')).toMatchObject({ id: 'abc123', chainNamespace: 'solana' })
  })

  it('NET-07 an unsupported network shows UnsupportedChain when enableNetworkSwitch is on and allowUnsupportedChain is off', async () => {
    const kit = await connectedEvm({ options: { enableNetworkSwitch: true, allowUnsupportedChain: false } })
    kit.controller.handleChainChanged('eip155', 42)
    expect(kit.showUnsupportedChain).toHaveBeenCalledOnce()

    // The defaults behave the same way.
    const defaults = await connectedEvm()
    defaults.controller.setUnsupportedChain('eip155', 42)
    expect(defaults.showUnsupportedChain).toHaveBeenCalledOnce()
  })

  it('NET-07 a supported chain change does not show UnsupportedChain', async () => {
    const kit = await connectedEvm()
    kit.controller.handleChainChanged('eip155', 137)
    expect(kit.showUnsupportedChain).not.toHaveBeenCalled()
  })

  it('NET-07 a chain change in a background namespace neither steals focus nor shows the view', async () => {
    const kit = await connectedEvm()
    await kit.connect('solana', testSolana)
    await kit.controller.switchNetwork(testMainnet)
    kit.controller.handleChainChanged('solana', 'unknown-cluster')
    expect(kit.stores.connection.getState().activeNamespace).toBe('eip155')
    expect(kit.stores.networks.getState().isUnsupported.solana).toBe(true)
    expect(kit.showUnsupportedChain).not.toHaveBeenCalled()
  })

  it('NET-08 UnsupportedChain is not shown when network switching is disabled', async () => {
    const kit = await connectedEvm({ options: { enableNetworkSwitch: false } })
    kit.controller.handleChainChanged('eip155', 42)
    expect(kit.stores.networks.getState().isUnsupported.eip155).toBe(true)
    expect(kit.showUnsupportedChain).not.toHaveBeenCalled()
  })

  it('NET-09 UnsupportedChain is not shown when allowUnsupportedChain is on', async () => {
    const kit = await connectedEvm({ options: { allowUnsupportedChain: true } })
    kit.controller.handleChainChanged('eip155', 42)
    expect(kit.stores.networks.getState().isUnsupported.eip155).toBe(true)
    expect(kit.showUnsupportedChain).not.toHaveBeenCalled()

    // Options are read at call time.
    kit.setOptions({ allowUnsupportedChain: false })
    kit.controller.handleChainChanged('eip155', 43)
    expect(kit.showUnsupportedChain).toHaveBeenCalledOnce()
  })
})
