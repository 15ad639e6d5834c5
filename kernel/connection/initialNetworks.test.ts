import { describe, expect, it } from 'vitest'
import { createConnectionStore } from './createConnectionStore'
import { createNetworksStore } from './createNetworksStore'
import { fillInitialNetworks, initialNetworks } from './initialNetworks'
import { testMainnet, testNetworks, testPolygon, testSolana, testSolanaDevnet } from './testing/testNetworks'

describe('initial networks', () => {
  it("start each namespace on its first network, the default network's namespace on the default, and make that namespace active", () => {
    expect(initialNetworks({ networks: [testMainnet, testPolygon, testSolana] })).toEqual({ perNamespace: [testMainnet, testSolana], activeNamespace: 'eip155' })
    expect(initialNetworks({ networks: [testMainnet, testPolygon, testSolana, testSolanaDevnet], defaultNetwork: testSolanaDevnet })).toEqual({
      perNamespace: [testMainnet, testSolanaDevnet],
      activeNamespace: 'solana',
    })
  })

  it('fill only what is unset: a network the cookie restored and its active namespace are kept', () => {
    const stores = { networks: createNetworksStore({ networks: testNetworks }), connection: createConnectionStore() }
    stores.networks.setActiveNetwork(testPolygon)
    stores.connection.setState({ activeNamespace: 'solana' })
    const filled = fillInitialNetworks(stores, { networks: [testMainnet, testPolygon, testSolana] })
    expect(filled).toEqual([testMainnet, testSolana])
    expect(stores.networks.getState().activeNetworks).toEqual({ eip155: testPolygon, solana: testSolana })
    expect(stores.connection.getState().activeNamespace).toBe('solana')

    const empty = { networks: createNetworksStore({ networks: testNetworks }), connection: createConnectionStore() }
    fillInitialNetworks(empty, { networks: [testMainnet, testPolygon, testSolana] })
    expect(empty.networks.getState().activeNetworks).toEqual({ eip155: testMainnet, solana: testSolana })
    expect(empty.connection.getState().activeNamespace).toBe('eip155')
  })
})
