import { describe, expect, it, vi } from 'vitest'
import { StorageKeys } from '../storage/storageKeys'
import { lazyConnectionController } from './lazyConnectionController'
import { createConnectionHarness } from './testing/createConnectionHarness'
import { testPolygon } from './testing/testNetworks'

/** A stand-in over a harness's stores, registry and storage, as registerKernelServices binds it. */
function standOn(h: ReturnType<typeof createConnectionHarness>) {
  const { stores, registry, storage, bus, showUnsupportedChain } = h
  return lazyConnectionController({ stores, registry, storage, bus, showUnsupportedChain })
}

describe('lazyConnectionController', () => {
  it("answers AppKit's sync setters (setCaipNetwork, resetAccount) at once, before its code has loaded", () => {
    const h = createConnectionHarness({ namespaces: ['eip155'] })
    const stand = standOn(h)
    stand.setActiveNetwork(testPolygon)
    expect(h.stores.networks.getState().activeNetworks.eip155?.caipNetworkId).toBe('eip155:137')
    expect(h.stores.connection.getState().activeNamespace).toBe('eip155')
    expect(h.storage.get(StorageKeys.activeNetwork('eip155'))).toBe('eip155:137')

    // A stored session to forget: the next load must not restore it (CONN-06).
    h.storage.set(StorageKeys.connectorId('eip155'), 'test-eip155')
    h.storage.set(StorageKeys.connectedNamespaces, 'eip155')
    h.stores.account.patch('eip155', { address: '0x1', status: 'connected' })
    stand.resetAccount('eip155')
    expect(h.stores.account.get('eip155').address).toBeUndefined()
    expect(h.storage.get(StorageKeys.connectorId('eip155'))).toBeUndefined()
    expect(h.storage.get(StorageKeys.connectedNamespaces)).toBeUndefined()
    expect(h.stores.connection.getState().status).toBe('disconnected')
    expect(stand.loaded).toBe(false)
  })

  it('runs the hooks and wallet watches asked for before the load once the controller has loaded', async () => {
    const h = createConnectionHarness({ namespaces: ['eip155'] })
    const stand = standOn(h)
    const onDisconnectAll = vi.fn()
    stand.onDisconnectAll(onDisconnectAll)
    stand.watchAdapter('eip155')
    expect(stand.loaded).toBe(false)

    const connector = h.stores.connectors.getConnector('test-eip155', 'eip155')!
    await stand.connect({ connector })
    expect(stand.loaded).toBe(true)
    expect(h.stores.connection.getState().status).toBe('connected')

    // The watch asked before the load follows the wallet now.
    h.adapters.eip155!.emit({ type: 'chainChanged', chainId: 137 })
    expect(h.stores.networks.getState().activeNetworks.eip155?.caipNetworkId).toBe('eip155:137')

    await stand.disconnect()
    expect(onDisconnectAll).toHaveBeenCalledTimes(1)
  })
})
