import { describe, expect, it } from 'vitest'
import { createTestChainAdapter, createTestConnector } from '../connection/testing/testChainAdapter'
import * as T from '../tokens'
import type { WalletConnectService } from '../connection/walletConnectService'
import { createApiTestKit } from './testing/createApiTestKit'

describe('instance: provider and connector members', () => {
  it('getWalletProvider, getWalletProviderType, getProviderType and subscribeProviders follow the connection', async () => {
    const provider = { request: async () => 'wallet' }
    const eip155 = createTestChainAdapter('eip155', { connectors: [createTestConnector('eip155', { provider })] })
    const t = await createApiTestKit({ adapters: [eip155, createTestChainAdapter('solana')] })
    const seen: string[][] = []
    t.kit.subscribeProviders((providers) => seen.push(Object.keys(providers)))
    expect(t.kit.getWalletProvider()).toBeUndefined()
    expect(t.kit.getWalletProviderType()).toBeUndefined()

    await t.connect('eip155')
    expect(t.kit.getWalletProvider()).toBe(provider)
    expect(t.kit.getWalletProviderType()).toBe('INJECTED')
    expect(t.kit.getProviderType('eip155')).toBe('INJECTED')
    expect(t.kit.getProviderType('solana')).toBeUndefined()
    await t.kit.disconnect()
    expect(seen).toEqual([['eip155'], []])
  })

  it("getProvider hands the host the chain plugin's hostProvider shape over the connection's provider", async () => {
    const provider = { request: async () => 'wallet' }
    const shaped = { request: provider.request, signMessage: async () => new Uint8Array(64) }
    const solana = { ...createTestChainAdapter('solana', { connectors: [createTestConnector('solana', { provider })] }) }
    const seen: unknown[] = []
    solana.hostProvider = (given, connector) => (seen.push(given, connector.id), shaped)
    const t = await createApiTestKit({ adapters: [createTestChainAdapter('eip155'), solana] })
    expect(t.kit.getProvider('solana')).toBeUndefined()

    await t.connect('solana')
    expect(t.kit.getProvider('solana')).toBe(shaped)
    expect(seen).toEqual([provider, 'test-solana'])
  })

  it('getConnectors lists the connectors, all or one namespace; addConnector and setConnectors add to them', async () => {
    const { kit } = await createApiTestKit()
    expect(kit.getConnectors().map((c) => c.id)).toEqual(['test-eip155', 'test-solana'])
    expect(kit.getConnectors('solana').map((c) => c.id)).toEqual(['test-solana'])
    kit.addConnector(createTestConnector('eip155', { id: 'extra', name: 'Extra' }))
    kit.setConnectors([createTestConnector('solana', { id: 'more' }), createTestConnector('eip155', { id: 'extra', name: 'Extra 2' })])
    expect(kit.getConnectors('eip155').map((c) => c.name)).toEqual(['Test Wallet (eip155)', 'Extra 2'])
    expect(kit.getConnectors('solana').map((c) => c.id)).toEqual(['test-solana', 'more'])
  })

  it("getConnectorImage: the connector's image, then the connectorImages option, then its announced icon", async () => {
    const { kit } = await createApiTestKit({ connectorImages: { bare: 'https://img.test/bare.png' } })
    expect(kit.getConnectorImage(createTestConnector('eip155'))).toBe('https://wallet.test/eip155.png')
    expect(kit.getConnectorImage(createTestConnector('eip155', { id: 'bare', imageUrl: undefined }))).toBe('https://img.test/bare.png')
    expect(kit.getConnectorImage(createTestConnector('eip155', { id: 'x', imageUrl: undefined, info: { icon: 'data:image/png;base64,AA' } }))).toBe('data:image/png;base64,AA')
  })

  it("connectWallet connects a headless list wallet through its browser connector, by its connectors or its name", async () => {
    const t = await createApiTestKit()
    await t.kit.connectWallet({ id: 'x', name: 'Test Wallet', connectors: [{ id: 'test-solana', chain: 'solana' }] })
    expect(t.kit.getAccount('solana').isConnected).toBe(true)
    await t.kit.connectWallet({ id: 'test.wallet.eip155', name: 'Unknown' }, 'eip155') // by rdns
    expect(t.kit.getAccount('eip155').isConnected).toBe(true)
    // No connector and no WalletConnect in this kit: nothing can connect it.
    await expect(t.kit.connectWallet({ id: 'nope', name: 'Nope' })).rejects.toThrowError(/^not supported by Airlock: connectWallet \(Nope has no browser connector here/)
  })

  it('getConnections lists the namespace connection (one at most)', async () => {
    const t = await createApiTestKit()
    expect(t.kit.getConnections('eip155')).toEqual([])
    await t.connect('eip155')
    expect(t.kit.getConnections('eip155')).toMatchObject([{ connectorId: 'test-eip155', accounts: [{ address: t.kit.getAddress('eip155') }] }])
  })

  it('getUniversalProvider and resetWcConnection reach the WalletConnect service; without it there is none to reach', async () => {
    const t = await createApiTestKit()
    expect(await t.kit.getUniversalProvider()).toBeUndefined()
    expect(t.kit.resetWcConnection()).toBeUndefined()

    // The walletconnect plugin provides this service; a stand-in records the calls here (the
    // plugin's own tests run it against the sandbox relay).
    const universal = { id: 'universal' }
    const calls: string[] = []
    const service = { getUniversalProvider: async () => universal, resetPairing: () => calls.push('resetPairing') } as unknown as WalletConnectService
    t.resolve(T.SERVICES).provide(T.WALLETCONNECT, service)
    expect(await t.kit.getUniversalProvider()).toBe(universal)
    t.kit.resetWcConnection()
    expect(calls).toEqual(['resetPairing'])
  })
})
