import { describe, expect, it, vi } from 'vitest'
import { StorageKeys } from '../storage/storageKeys'
import { createConnectionHarness } from './testing/createConnectionHarness'
import { testMainnet, testPolygon } from './testing/testNetworks'

describe('createConnectionController', () => {
  it('CONN-06 resetting an account sets disconnected and removes the stored connector id', async () => {
    const kit = createConnectionHarness()
    await kit.connect('eip155')
    expect(kit.storage.get(StorageKeys.connectorId('eip155'))).toBe('test-eip155')

    kit.controller.resetAccount('eip155')

    expect(kit.storage.get(StorageKeys.connectorId('eip155'))).toBeUndefined()
    expect(kit.stores.account.get('eip155')).toMatchObject({ status: 'disconnected', address: undefined })
    expect(kit.stores.connection.getState().status).toBe('disconnected')
    // Resetting is local: the wallet is not asked.
    expect(kit.adapters.eip155!.calls.map((c) => c.method)).toEqual(['connect'])
  })

  it('CONN-06 resetting one namespace keeps the others connected', async () => {
    const kit = createConnectionHarness()
    await kit.connect('eip155')
    await kit.connect('solana')
    kit.controller.resetAccount('solana')
    expect(kit.stores.connection.getState().status).toBe('connected')
    expect(kit.storage.get(StorageKeys.connectedNamespaces)).toBe('eip155')
  })

  it('onDisconnectAll hooks run on a full disconnect until unregistered', async () => {
    const kit = createConnectionHarness()
    const hook = vi.fn()
    const off = kit.controller.onDisconnectAll(hook)
    await kit.controller.disconnect()
    off()
    await kit.controller.disconnect()
    expect(hook).toHaveBeenCalledOnce()
  })

  it('watchAdapter follows the wallet: chain changes, account changes and the session ending', async () => {
    const kit = createConnectionHarness()
    await kit.connect('eip155', testMainnet)
    const unwatch = kit.controller.watchAdapter('eip155')
    const adapter = kit.adapters.eip155!

    adapter.emit({ type: 'chainChanged', chainId: '0x89' })
    expect(kit.stores.networks.getState().activeNetworks.eip155).toBe(testPolygon)
    expect(kit.stores.connection.getState().connections.eip155?.caipNetwork).toBe(testPolygon)

    const other = '0x2222222222222222222222222222222222222222'
    adapter.emit({ type: 'accountsChanged', accounts: [other] })
    expect(kit.stores.account.get('eip155')).toMatchObject({ address: other, caipAddress: `eip155:137:${other}` })

    const disconnected = new Promise((resolve) => kit.bus.once('disconnected', resolve))
    adapter.emit({ type: 'disconnect' })
    expect(await disconnected).toBe('eip155')
    expect(kit.adapters.eip155!.wallet.connected).toBe(false)
    expect(kit.storage.get(StorageKeys.connectorId('eip155'))).toBeUndefined()

    unwatch()
    adapter.emit({ type: 'chainChanged', chainId: 1 })
    expect(kit.stores.networks.getState().activeNetworks.eip155).toBe(testPolygon)
  })

  it('handleAccountsChanged takes the first account as the address (session events of the WalletConnect plugin)', async () => {
    const kit = createConnectionHarness()
    await kit.connect('eip155')
    const other = '0x2222222222222222222222222222222222222222'
    kit.controller.handleAccountsChanged('eip155', [other])
    expect(kit.stores.account.get('eip155')).toMatchObject({ address: other, caipAddress: `eip155:1:${other}` })
    expect(kit.storage.get(StorageKeys.account('eip155'))).toEqual({ address: other, caipAddress: `eip155:1:${other}` })
  })
})
