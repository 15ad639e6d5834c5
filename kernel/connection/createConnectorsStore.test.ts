import { describe, expect, it } from 'vitest'
import { createKitStorage, createMemoryBackend } from '../storage/createKitStorage'
import { StorageKeys } from '../storage/storageKeys'
import type { Connector } from '../types'
import { createConnectorsStore, RECENT_WALLETS_LIMIT } from './createConnectorsStore'
import { createConnectionHarness } from './testing/createConnectionHarness'
import { createTestConnector } from './testing/testChainAdapter'

const wallet = (id: string) => ({ id, name: `Wallet ${id}` })

describe('createConnectorsStore', () => {
  it('CNR-10 keeps at most 2 recent wallets, newest first, and persists them', () => {
    const backend = createMemoryBackend()
    const store = createConnectorsStore({ storage: createKitStorage({ backend }) })
    store.addRecentWallet(wallet('a'))
    store.addRecentWallet(wallet('b'))
    store.addRecentWallet(wallet('c'))
    expect(RECENT_WALLETS_LIMIT).toBe(2)
    expect(store.getState().recentWallets.map((w) => w.id)).toEqual(['c', 'b'])

    // A second kit on the same storage is a page reload.
    const reloaded = createConnectorsStore({ storage: createKitStorage({ backend }) })
    expect(reloaded.getState().recentWallets.map((w) => w.id)).toEqual(['c', 'b'])
  })

  it('CNR-10 reconnecting a recent wallet moves it to the front without a duplicate', () => {
    const store = createConnectorsStore({ storage: createKitStorage({ backend: createMemoryBackend() }) })
    store.addRecentWallet(wallet('a'))
    store.addRecentWallet(wallet('b'))
    store.addRecentWallet(wallet('a'))
    expect(store.getState().recentWallets.map((w) => w.id)).toEqual(['a', 'b'])
  })

  it('CNR-10 reads at most 2 from storage and drops malformed entries', () => {
    const storage = createKitStorage({ backend: createMemoryBackend() })
    storage.set(StorageKeys.recentWallets, [{ id: 1 }, wallet('x'), 'junk', wallet('y'), wallet('z')])
    expect(createConnectorsStore({ storage }).getState().recentWallets.map((w) => w.id)).toEqual(['x', 'y'])
    storage.set(StorageKeys.recentWallets, { not: 'a list' })
    expect(createConnectorsStore({ storage }).getState().recentWallets).toEqual([])
  })

  it('CNR-10 a connect adds the wallet to the recent list; the embedded login does not', async () => {
    const kit = createConnectionHarness()
    await kit.connect('eip155')
    expect(kit.stores.connectors.getState().recentWallets).toEqual([
      { id: 'test-eip155', name: 'Test Wallet (eip155)', image_url: 'https://wallet.test/eip155.png', rdns: 'test.wallet.eip155' },
    ])
    await kit.controller.connect({ connector: createTestConnector('solana', { id: 'ID_AUTH', type: 'AUTH' }) })
    expect(kit.stores.connectors.getState().recentWallets).toHaveLength(1)
  })

  it('finds connectors by id and namespace, including the parts of a MULTI_CHAIN connector', () => {
    const store = createConnectorsStore({ storage: createKitStorage({ backend: createMemoryBackend() }) })
    const evm = createTestConnector('eip155', { id: 'phantom-evm' })
    const sol = createTestConnector('solana', { id: 'phantom-sol' })
    const multi: Connector = { id: 'phantom', name: 'Phantom', type: 'MULTI_CHAIN', chain: 'eip155', connectors: [evm, sol] }
    store.addConnector(multi)
    store.addConnector(createTestConnector('eip155'))
    expect(store.getConnector('phantom', 'solana')).toBe(sol)
    expect(store.getConnector('phantom-evm')).toBe(evm)
    expect(store.getConnector('test-eip155', 'eip155')?.id).toBe('test-eip155')
    expect(store.getConnector('test-eip155', 'solana')).toBeUndefined()

    store.addConnector({ ...createTestConnector('eip155'), name: 'Renamed' })
    expect(store.getState().connectors.filter((c) => c.id === 'test-eip155')).toHaveLength(1)
    store.removeConnector('phantom')
    expect(store.getConnector('phantom', 'solana')).toBeUndefined()
  })
})
