import { describe, expect, it } from 'vitest'
import { createNetworksStore } from './createNetworksStore'
import { createUnsupportedNetwork } from './createUnsupportedNetwork'
import { testMainnet, testNetworks, testPolygon, testSolana } from './testing/testNetworks'

describe('createNetworksStore', () => {
  it('keeps the configured networks and one active network per namespace', () => {
    const store = createNetworksStore({ networks: testNetworks })
    expect(store.networksOf('eip155')).toEqual([testMainnet, testPolygon])
    store.setActiveNetwork(testPolygon)
    store.setActiveNetwork(testSolana)
    expect(store.getState().activeNetworks).toEqual({ eip155: testPolygon, solana: testSolana })
    expect(store.find('eip155:137')).toBe(testPolygon)
    expect(store.find('eip155:999')).toBeUndefined()
  })

  it('flags a namespace unsupported while its active network is not configured', () => {
    const store = createNetworksStore({ networks: testNetworks })
    store.setActiveNetwork(createUnsupportedNetwork('eip155:999'))
    expect(store.getState().isUnsupported.eip155).toBe(true)
    store.setActiveNetwork(testMainnet)
    expect(store.getState().isUnsupported.eip155).toBe(false)
  })

  it('applies the supported list the wallet approved, and lifts it when cleared', () => {
    const store = createNetworksStore({ networks: testNetworks })
    store.setActiveNetwork(testPolygon)
    store.setSupportedNetworkIds('eip155', ['eip155:1'])
    expect(store.isSupported(testPolygon)).toBe(false)
    expect(store.getState().isUnsupported.eip155).toBe(true)
    store.setSupportedNetworkIds('eip155', undefined)
    expect(store.getState().isUnsupported.eip155).toBe(false)
  })

  it('starts with no namespace switch running', () => {
    expect(createNetworksStore().getState().isSwitchingNamespace).toBe(false)
  })
})
