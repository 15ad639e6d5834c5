import { describe, expect, it } from 'vitest'
import { StorageKeys } from '../storage/storageKeys'
import { createConnectionHarness } from './testing/createConnectionHarness'
import { testMainnet, testPolygon, testSolana, testSolanaDevnet } from './testing/testNetworks'

const EVM = '0x1111111111111111111111111111111111111111'
const SOL = '7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs'

/** Solana connected first, then EVM, so EVM is the active namespace. */
async function bothConnected(options: Parameters<typeof createConnectionHarness>[0] = {}) {
  const kit = createConnectionHarness(options)
  await kit.connect('solana', testSolana)
  await kit.connect('eip155', testMainnet)
  kit.log.length = 0
  return kit
}

describe('switchNetwork', () => {
  it("NET-01 switching to a network in the active namespace asks that namespace's adapter to switch", async () => {
    const kit = await bothConnected()
    await kit.controller.switchNetwork(testPolygon)

    expect(kit.adapters.eip155!.calls.at(-1)).toMatchObject({
      method: 'switchNetwork',
      args: { network: testPolygon, connector: { id: 'test-eip155' } },
    })
    expect(kit.adapters.eip155!.wallet.network).toBe(testPolygon)
    expect(kit.stores.networks.getState().activeNetworks.eip155).toBe(testPolygon)
    expect(kit.stores.account.get('eip155').caipAddress).toBe(`eip155:137:${EVM}`)
    expect(kit.storage.get(StorageKeys.activeNetwork('eip155'))).toBe('eip155:137')
    expect(kit.tracked.at(-1)).toEqual({ type: 'track', event: 'SWITCH_NETWORK', properties: { network: 'eip155:137' } })
  })

  it('NET-01 a wallet that refuses keeps the current network and rethrows', async () => {
    const kit = await bothConnected({ behaviours: { eip155: { walletNetworks: ['eip155:1'] } } })
    await expect(kit.controller.switchNetwork(testPolygon)).rejects.toThrowError(/^Chain is not supported$/)
    expect(kit.stores.networks.getState().activeNetworks.eip155).toBe(testMainnet)
    expect(kit.stores.account.get('eip155').caipAddress).toBe(`eip155:1:${EVM}`)
  })

  it("NET-02 switching to another namespace makes the network active and syncs that namespace's account", async () => {
    const kit = await bothConnected()
    const changed: string[] = []
    kit.bus.on('networkChanged', (id) => void changed.push(id))

    await kit.controller.switchNetwork(testSolanaDevnet)

    expect(kit.stores.connection.getState().activeNamespace).toBe('solana')
    expect(kit.stores.networks.getState().activeNetworks.solana).toBe(testSolanaDevnet)
    expect(kit.stores.account.get('solana').caipAddress).toBe(`${testSolanaDevnet.caipNetworkId}:${SOL}`)
    // The solana wallet follows to devnet; the EVM wallet is left alone.
    expect(kit.adapters.solana!.wallet.network).toBe(testSolanaDevnet)
    expect(kit.log).toEqual(['solana:switchNetwork'])
    expect(changed).toEqual([testSolanaDevnet.caipNetworkId])
    expect(kit.storage.get(StorageKeys.activeNamespace)).toBe('solana')
  })

  it("NET-02 switching to another namespace's current network needs no wallet call", async () => {
    const kit = await bothConnected()
    await kit.controller.switchNetwork(testSolana)
    expect(kit.stores.connection.getState().activeNamespace).toBe('solana')
    expect(kit.log).toEqual([])
  })

  it('NET-03 a switch to another namespace sets the switching-namespace state while it runs', async () => {
    const seenDuringSwitch: boolean[] = []
    const kit = await bothConnected()
    kit.adapters.solana!.script({
      onCall: () => void seenDuringSwitch.push(kit.stores.networks.getState().isSwitchingNamespace),
    })
    const states: boolean[] = []
    kit.stores.networks.subscribe((s, p) => s.isSwitchingNamespace !== p.isSwitchingNamespace && states.push(s.isSwitchingNamespace))

    await kit.controller.switchNetwork(testSolanaDevnet)

    expect(seenDuringSwitch).toEqual([true])
    expect(states).toEqual([true, false])
  })

  it('NET-04 a failed switch to another namespace goes back to the previous namespace and network', async () => {
    const kit = await bothConnected({ behaviours: { solana: { failSwitch: 'devnet disabled in wallet' } } })
    await expect(kit.controller.switchNetwork(testSolanaDevnet)).rejects.toThrowError('devnet disabled in wallet')

    expect(kit.stores.connection.getState().activeNamespace).toBe('eip155')
    expect(kit.stores.networks.getState().activeNetworks.solana).toBe(testSolana)
    expect(kit.stores.networks.getState().isSwitchingNamespace).toBe(false)
    expect(kit.stores.account.get('solana').caipAddress).toBe(`${testSolana.caipNetworkId}:${SOL}`)
    expect(kit.storage.get(StorageKeys.activeNamespace)).toBe('eip155')
    expect(kit.storage.get(StorageKeys.activeNetwork('solana'))).toBe(testSolana.caipNetworkId)
  })

  it('NET-05 when the target namespace has no address, the network is just set active', async () => {
    const kit = createConnectionHarness()
    await kit.connect('eip155', testMainnet)
    kit.log.length = 0

    await kit.controller.switchNetwork(testSolanaDevnet)
    expect(kit.stores.connection.getState().activeNamespace).toBe('solana')
    expect(kit.stores.networks.getState().activeNetworks.solana).toBe(testSolanaDevnet)
    expect(kit.stores.networks.getState().isSwitchingNamespace).toBe(false)
    expect(kit.log).toEqual([])

    // Also in the active namespace before anything is connected.
    const fresh = createConnectionHarness()
    await fresh.controller.switchNetwork(testPolygon)
    expect(fresh.stores.networks.getState().activeNetworks.eip155).toBe(testPolygon)
    expect(fresh.log).toEqual([])
  })

  it("ADPT-02 switching to a network of a namespace that has no chain adapter raises 'Adapter not found'", async () => {
    const kit = createConnectionHarness({ namespaces: ['eip155'] })
    await kit.connect('eip155', testMainnet)
    await expect(kit.controller.switchNetwork(testSolanaDevnet)).rejects.toThrowError(/^Adapter not found$/)
    expect(kit.stores.networks.getState().activeNetworks.solana).toBeUndefined()
    expect(kit.stores.connection.getState().activeNamespace).toBe('eip155')
  })
})
