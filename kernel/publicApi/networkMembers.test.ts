import { describe, expect, it } from 'vitest'
import * as T from '../tokens'
import { createApiTestKit } from './testing/createApiTestKit'

const optimism = {
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://op.rpc.test'] } },
}

describe('instance: network members', () => {
  it('getCaipNetwork reads the active network, or a namespace network by id', async () => {
    const { kit } = await createApiTestKit()
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:1')
    expect(kit.getCaipNetwork('eip155', 137)?.name).toBe('Polygon')
    expect(kit.getCaipNetwork('solana')?.chainNamespace).toBe('solana')
    expect(kit.getCaipNetwork('eip155', 999)).toBeUndefined()
  })

  it('addNetwork offers a new network on a namespace with an adapter; removeNetwork takes it away', async () => {
    const { kit } = await createApiTestKit()
    kit.addNetwork('eip155', optimism)
    expect(kit.getCaipNetworks('eip155').map((n) => n.caipNetworkId)).toEqual(['eip155:1', 'eip155:137', 'eip155:10'])
    kit.addNetwork('eip155', optimism) // known: left as is
    expect(kit.getCaipNetworks('eip155')).toHaveLength(3)
    await kit.switchNetwork(kit.getCaipNetwork('eip155', 10)!)
    expect(kit.getCaipNetworkId()).toBe('eip155:10')

    // Removing the active network moves the namespace to its first remaining one.
    kit.removeNetwork('eip155', 10)
    expect(kit.getCaipNetworks('eip155').map((n) => n.caipNetworkId)).toEqual(['eip155:1', 'eip155:137'])
    expect(kit.getCaipNetworkId()).toBe('eip155:1')
  })

  it('addNetwork and removeNetwork throw for a namespace without an adapter, and removeNetwork keeps the last network', async () => {
    const { kit } = await createApiTestKit()
    expect(() => kit.addNetwork('bip122', { id: 'x', name: 'Bitcoin' } as never)).toThrowError("Adapter for namespace bip122 doesn't exist")
    expect(() => kit.removeNetwork('bip122', 'x')).toThrowError("Adapter for namespace bip122 doesn't exist")
    expect(() => kit.removeNetwork('solana', kit.getCaipNetwork('solana')!.id)).toThrowError('Cannot remove the last network of solana')
  })

  it('setRequestedCaipNetworks replaces the networks one namespace offers', async () => {
    const { kit } = await createApiTestKit()
    kit.setRequestedCaipNetworks([optimism], 'eip155')
    expect(kit.getCaipNetworks('eip155').map((n) => n.caipNetworkId)).toEqual(['eip155:10'])
    expect(kit.getCaipNetworks('solana')).toHaveLength(1)
  })

  it('getApprovedCaipNetworkIds, getDisabledCaipNetworks and resetNetwork follow the approved networks', async () => {
    const { kit, resolve } = await createApiTestKit()
    expect(kit.getApprovedCaipNetworkIds()).toEqual([])
    expect(kit.getDisabledCaipNetworks()).toEqual([])
    // What a WalletConnect session approving only mainnet leaves in the store.
    resolve(T.NETWORKS_STORE).setSupportedNetworkIds('eip155', ['eip155:1'])
    expect(kit.getApprovedCaipNetworkIds()).toEqual(['eip155:1'])
    expect(kit.getDisabledCaipNetworks().map((n) => n.caipNetworkId)).toEqual(['eip155:137'])
    kit.resetNetwork('eip155')
    expect(kit.getApprovedCaipNetworkIds()).toEqual([])
    expect(kit.getDisabledCaipNetworks()).toEqual([])
  })

  it("setApprovedCaipNetworksData (AppKit 1.7) reads a WalletConnect session's chains as the approved networks; any other wallet approves every network", async () => {
    const { kit, resolve, connect } = await createApiTestKit()
    await connect('eip155')
    resolve(T.NETWORKS_STORE).setSupportedNetworkIds('eip155', ['eip155:137'])
    // An injected wallet: every configured network, as AppKit's supportsAllNetworks.
    await kit.setApprovedCaipNetworksData('eip155')
    expect(kit.getApprovedCaipNetworkIds()).toEqual([])

    // The same connection made through a WalletConnect session that approved only mainnet.
    const connector = kit.getConnectors('eip155').find((x) => x.id === kit.getConnections('eip155')[0]!.connectorId)!
    const session = { namespaces: { eip155: { accounts: [`eip155:1:${'0x'.padEnd(42, '1')}`], methods: [], events: [] } } as Record<string, unknown>, peer: { metadata: { name: 'Some Wallet' } } }
    resolve(T.CONNECTORS_STORE).addConnector({ ...connector, type: 'WALLET_CONNECT', provider: { request: async () => null, session } as never })
    await kit.setApprovedCaipNetworksData('eip155')
    expect(kit.getApprovedCaipNetworkIds()).toEqual(['eip155:1'])
    expect(kit.getDisabledCaipNetworks().map((n) => n.caipNetworkId)).toEqual(['eip155:137'])
    // MetaMask lists one chain but switches to any (AppKit's exception).
    session.peer.metadata.name = 'MetaMask Wallet'
    await kit.setApprovedCaipNetworksData('eip155')
    expect(kit.getApprovedCaipNetworkIds()).toEqual([])
  })

  it('setCaipNetwork selects a network and its namespace; setCaipNetworkOfNamespace leaves the active namespace alone', async () => {
    const { kit } = await createApiTestKit()
    const solana = kit.getCaipNetwork('solana')!
    kit.setCaipNetworkOfNamespace(kit.getCaipNetwork('eip155', 137)!, 'eip155')
    expect(kit.getCaipNetworkId()).toBe('eip155:137')
    expect(() => kit.setCaipNetworkOfNamespace(solana, 'eip155')).toThrowError(`Network ${solana.caipNetworkId} is not a eip155 network`)
    kit.setCaipNetwork(solana)
    expect(kit.getActiveChainNamespace()).toBe('solana')
    expect(kit.getCaipNetworkId()).toBe(solana.caipNetworkId)
  })

  it('subscribeCaipNetworkChange reports the active network as it changes', async () => {
    const t = await createApiTestKit()
    const seen: (string | undefined)[] = []
    t.kit.subscribeCaipNetworkChange((n) => seen.push(n?.caipNetworkId))
    await t.connect('eip155')
    await t.kit.switchNetwork(t.kit.getCaipNetwork('eip155', 137)!)
    expect(seen).toEqual(['eip155:137'])
  })

  it('getChainId and subscribeNetwork follow a switch', async () => {
    const t = await createApiTestKit()
    const seen: (string | number | undefined)[] = []
    t.kit.subscribeNetwork((n) => seen.push(n.chainId))
    expect(t.kit.getChainId()).toBe(1)
    await t.connect('eip155')
    await t.kit.switchNetwork(t.kit.getCaipNetwork('eip155', 137)!)
    expect(t.kit.getChainId()).toBe(137)
    expect(seen).toEqual([137])
  })

  it('switchNetwork with throwOnFailure throws for a network that is not configured', async () => {
    const { kit } = await createApiTestKit()
    await expect(kit.switchNetwork(optimism, { throwOnFailure: true })).rejects.toThrowError('Network 10 is not configured')
    await expect(kit.switchNetwork(optimism)).resolves.toBeUndefined()
  })
})
