import { describe, expect, it } from 'vitest'
import { StorageKeys } from '../storage/storageKeys'
import type { Connector } from '../types'
import { createConnectionHarness } from './testing/createConnectionHarness'
import { createTestConnector } from './testing/testChainAdapter'
import { testPolygon, testSolana } from './testing/testNetworks'

const EVM_ADDRESS = '0x1111111111111111111111111111111111111111'

describe('connectWallet', () => {
  it('connects through the adapter and records account, connection, storage and the active namespace', async () => {
    const kit = createConnectionHarness()
    const connected: unknown[] = []
    kit.bus.on('connected', (...args) => void connected.push(args))

    const result = await kit.connect('eip155', testPolygon)

    expect(result).toMatchObject({ address: EVM_ADDRESS, caipNetwork: testPolygon })
    expect(kit.adapters.eip155!.wallet).toMatchObject({ connected: true, network: testPolygon })
    expect(kit.stores.account.get('eip155')).toMatchObject({
      address: EVM_ADDRESS,
      caipAddress: `eip155:137:${EVM_ADDRESS}`,
      status: 'connected',
      addressExplorerUrl: `https://explorer.test/137/address/${EVM_ADDRESS}`,
      allAccounts: [{ address: EVM_ADDRESS, type: 'eoa', namespace: 'eip155' }],
      connectedWalletInfo: { name: 'Test Wallet (eip155)', icon: 'https://wallet.test/eip155.png', type: 'INJECTED' },
    })
    expect(kit.stores.connection.getState()).toMatchObject({ status: 'connected', activeNamespace: 'eip155' })
    expect(kit.stores.networks.getState().activeNetworks.eip155).toBe(testPolygon)
    expect(kit.storage.get(StorageKeys.connectorId('eip155'))).toBe('test-eip155')
    expect(kit.storage.get(StorageKeys.connectionStatus)).toBe('connected')
    expect(kit.storage.get(StorageKeys.activeNetwork('eip155'))).toBe('eip155:137')
    expect(kit.storage.get(StorageKeys.provider('eip155'))).toBe('INJECTED')
    expect(connected).toEqual([['eip155', EVM_ADDRESS]])
    expect(kit.tracked).toContainEqual({
      type: 'track',
      event: 'CONNECT_SUCCESS',
      properties: { name: 'Test Wallet (eip155)', connectorType: 'INJECTED', namespace: 'eip155', caipNetworkId: 'eip155:137' },
    })
  })

  it("uses the namespace's first configured network when none is given", async () => {
    const kit = createConnectionHarness()
    const result = await kit.connect('solana')
    expect(result.caipNetwork).toBe(testSolana)
  })

  it('connects a MULTI_CHAIN connector through its part for the namespace', async () => {
    const kit = createConnectionHarness()
    const part = createTestConnector('solana', { id: 'phantom-sol' })
    const multi: Connector = { id: 'phantom', name: 'Phantom', type: 'MULTI_CHAIN', chain: 'eip155', connectors: [part] }
    await kit.controller.connect({ connector: multi, namespace: 'solana' })
    expect(kit.stores.connection.getState().connections.solana?.connectorId).toBe('phantom-sol')
  })

  it('a refused connect leaves the namespace disconnected, tracks CONNECT_ERROR and rethrows', async () => {
    const kit = createConnectionHarness({ behaviours: { eip155: { failConnect: 'User rejected the request.' } } })
    await expect(kit.connect('eip155')).rejects.toThrowError('User rejected the request.')
    expect(kit.stores.connection.getState().status).toBe('disconnected')
    expect(kit.stores.account.get('eip155').status).toBe('disconnected')
    expect(kit.storage.get(StorageKeys.connectorId('eip155'))).toBeUndefined()
    expect(kit.tracked.at(-1)).toMatchObject({ event: 'CONNECT_ERROR', properties: { message: 'User rejected the request.' } })
  })

  it('a refused connect on a second namespace keeps the kit connected', async () => {
    const kit = createConnectionHarness({ behaviours: { solana: { failConnect: true } } })
    await kit.connect('eip155')
    await expect(kit.connect('solana')).rejects.toThrow()
    expect(kit.stores.connection.getState().status).toBe('connected')
  })

  it('a connect that fails while the namespace has a live connection leaves it connected', async () => {
    const kit = createConnectionHarness()
    await kit.connect('eip155')
    kit.adapters.eip155!.script({ failConnect: 'Proposal expired' })
    await expect(kit.connect('eip155')).rejects.toThrowError('Proposal expired')
    expect(kit.stores.account.get('eip155').status).toBe('connected')
    expect(kit.stores.connection.getState().status).toBe('connected')
  })

  it('raises "Network not found" for a namespace with no configured network', async () => {
    const kit = createConnectionHarness({ namespaces: ['eip155', 'bip122'] })
    await expect(kit.controller.connect({ connector: createTestConnector('bip122') })).rejects.toThrowError(
      /^Network not found$/,
    )
  })
})
