// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CONNECTION_CONTROLLER, NETWORKS_STORE, KIT_CONTAINER, ROUTER, type CaipNetwork } from '../../kernel'
import { createTestChainAdapter, createTestConnector } from '../../kernel/connection/testing/testChainAdapter'
import { multiWallet } from '../../plugins/multi-wallet'
import { APPKIT_HOOKS } from '../../kernel/publicApi/testing/appKitPublicMembers'
import * as airlockReact from '../index'
import { startApiServer } from '../../sandbox/api'
import { createTestKit, type TestKit } from '../testing/createTestKit'
import { kitWrapper } from '../testing/testWrapper'

const kits: TestKit[] = []
afterEach(() => {
  cleanup()
  for (const t of kits.splice(0)) t.kit.destroy()
  localStorage.clear()
})
const make = (options: Parameters<typeof createTestKit>[0] = {}) => {
  const t = createTestKit(options)
  kits.push(t)
  return t
}

describe("airlock/react against AppKit's hooks", () => {
  it('BYD-10 exports every AppKit hook', () => {
    const missing = APPKIT_HOOKS.filter((name) => typeof (airlockReact as Record<string, unknown>)[name] !== 'function')
    expect(missing).toEqual([])
  })

  it('useAppKitNetworkCore reads the active network and the approved networks, without switchNetwork', async () => {
    const { kit } = make()
    await kit.ready()
    const { result } = renderHook(() => airlockReact.useAppKitNetworkCore(), { wrapper: kitWrapper(kit) })
    expect(result.current).toEqual({
      caipNetwork: kit.getCaipNetwork(),
      chainId: 1,
      caipNetworkId: 'eip155:1',
      approvedCaipNetworkIds: [],
      supportsAllNetworks: true,
    })
    act(() => kit[KIT_CONTAINER].resolve(NETWORKS_STORE).setSupportedNetworkIds('eip155', ['eip155:1']))
    expect(result.current).toMatchObject({ approvedCaipNetworkIds: ['eip155:1'], supportsAllNetworks: false })
  })

  it('useAppKitBalance fetches the native balance through the chain adapter, and reports "No account provided" when disconnected', async () => {
    const adapter = Object.assign(createTestChainAdapter('eip155'), {
      getBalance: async () => ({ balance: '4.2', symbol: 'ETH' }),
    })
    const t = make({ adapters: [adapter] })
    await t.kit.ready()
    const { result } = renderHook(() => airlockReact.useAppKitBalance(), { wrapper: kitWrapper(t.kit) })
    expect(await result.current.fetchBalance()).toEqual({ data: undefined, error: 'No account provided', isSuccess: false, isError: true })
    await act(() => t.connect())
    expect(await result.current.fetchBalance()).toEqual({ data: { balance: '4.2', symbol: 'ETH' }, error: null, isSuccess: true, isError: false })
    adapter.getBalance = async () => {
      throw new Error('RPC down')
    }
    expect(await result.current.fetchBalance()).toEqual({ data: undefined, error: 'RPC down', isSuccess: false, isError: true })
  })

  it("useAppKitConnection hands out the Solana plugin's connection of the selected Solana network", async () => {
    // The real Solana plugin's Connection is checked on the devnet in sandbox/integration/instanceApi.test.ts;
    // here the test wallet's adapter hands out a marker per network to show the hook's wiring.
    const asked: string[] = []
    const solana = Object.assign(createTestChainAdapter('solana'), {
      getConnection: async (network: CaipNetwork) => {
        asked.push(network.caipNetworkId)
        return { rpc: network.caipNetworkId }
      },
    })
    const t = make({ namespaces: ['eip155', 'solana'], adapters: [createTestChainAdapter('eip155'), solana] })
    const { result } = renderHook(() => airlockReact.useAppKitConnection<{ rpc: string }>(), { wrapper: kitWrapper(t.kit) })
    await waitFor(() => expect(result.current.connection).toEqual({ rpc: t.kit.getCaipNetwork('solana')!.caipNetworkId }))
    expect(asked).toEqual([t.kit.getCaipNetwork('solana')!.caipNetworkId])
  })

  it("useAppKitSIWX returns the host's siwx option", async () => {
    const siwx = { createMessage: async () => ({}), addSession: async () => undefined, revokeSession: async () => undefined, setSessions: async () => undefined, getSessions: async () => [] }
    const { kit } = make({ siwx: siwx as never })
    const { result } = renderHook(() => airlockReact.useAppKitSIWX(), { wrapper: kitWrapper(kit) })
    expect(result.current).toBe(siwx)
  })

  it('useAppKitWallet connects a browser wallet by name, reports an unknown one, and opens the QR view for walletConnect', async () => {
    const t = make()
    await t.kit.ready()
    const successes: unknown[] = []
    const errors: string[] = []
    const { result } = renderHook(
      () => airlockReact.useAppKitWallet({ onSuccess: (d) => successes.push(d), onError: (e) => errors.push(e.message) }),
      { wrapper: kitWrapper(t.kit) },
    )
    await act(() => result.current.connect('nowallet'))
    expect(errors).toEqual(['Wallet nowallet is not available'])
    expect(result.current).toMatchObject({ isError: true, isSuccess: false, isPending: false })

    await act(() => result.current.connect('testwallet(eip155)'))
    expect(t.kit.getIsConnectedState()).toBe(true)
    expect(successes).toEqual([{ address: '0x1111111111111111111111111111111111111111', chainId: 1, chainNamespace: 'eip155' }])
    expect(result.current).toMatchObject({ isSuccess: true, isError: false, data: successes[0] })

    await t.kit.disconnect()
    await act(() => result.current.connect('test.wallet.eip155')) // by rdns
    expect(t.kit.getIsConnectedState()).toBe(true)
    await t.kit.disconnect()
    await act(() => result.current.connect('walletConnect'))
    expect(t.kit.isOpen()).toBe(true)
    expect(t.kit[KIT_CONTAINER].resolve(ROUTER).getState().view).toBe('ConnectingWalletConnectBasic')
  })

  it("useAppKitWallets lists the sandbox catalogue's wallets after fetchWallets (with AppKit's list options) and connects a browser wallet from the list", async () => {
    const server = await startApiServer()
    try {
      const t = make({ endpoints: { api: server.url, blockchainApi: server.url, analytics: server.url, fonts: '' } })
      await t.kit.ready()
      const { result } = renderHook(() => airlockReact.useAppKitWallets(), { wrapper: kitWrapper(t.kit) })
      expect(result.current.isInitialized).toBe(true)
      await act(() => result.current.fetchWallets())
      expect(result.current.wcWallets).toHaveLength(40)
      expect(result.current.isFetchingWallets).toBe(false)
      const browser = result.current.wallets.find((w) => w.connectors.length > 0)!
      expect(browser.name).toBe('Test Wallet (eip155)')
      // connectingWallet is the kit's public state: set by connect, cleared by resetConnectingWallet or when it settles.
      let connecting!: Promise<void>
      act(() => void (connecting = result.current.connect(browser)))
      expect(result.current.connectingWallet).toBe(browser)
      act(() => result.current.resetConnectingWallet())
      expect(result.current.connectingWallet).toBeUndefined()
      await act(() => connecting)
      expect(t.kit.getIsConnectedState()).toBe(true)
      expect(result.current.connectingWallet).toBeUndefined()

      // The list options reach the catalogue as AppKit's hook passes them.
      await act(() => result.current.fetchWallets({ entries: 5, badge: 'certified' }))
      expect(result.current.wcWallets).toHaveLength(5)
      expect(result.current.wcWallets.every((w) => w.walletInfo.isCertified)).toBe(true)
      const certified = result.current.wcWallets[4]!.id
      await act(() => result.current.fetchWallets({ sort: 'wcpay', entries: 3, exclude: [] }))
      expect(result.current.wcWallets.map((w) => w.walletInfo.supportsWcPay)).toEqual([true, true, true])
      await act(() => result.current.fetchWallets({ include: [certified] }))
      expect(result.current.wcWallets.map((w) => w.id)).toEqual([certified])
      await act(() => result.current.fetchWallets({ search: 'Till', includePayOnly: true }))
      expect(result.current.wcWallets.map((w) => w.name)).toEqual(['Till Pay'])
    } finally {
      await server.close()
    }
  })

  it('BYD-34 useAppKitConnections and useAppKitConnection({ namespace }) follow the connected wallets; switching reports through onSuccess', async () => {
    const connectors = ['a', 'b'].map((id) => createTestConnector('eip155', { id: `wallet-${id}`, name: `Wallet ${id.toUpperCase()}` }))
    const adapter = createTestChainAdapter('eip155', { connectors })
    const t = make({ adapters: [adapter], plugins: [multiWallet], features: { multiWallet: true } })
    await t.kit.ready()
    const changes: unknown[] = []
    const { result } = renderHook(
      () => ({ all: airlockReact.useAppKitConnections('eip155'), one: airlockReact.useAppKitConnection({ namespace: 'eip155', onSuccess: (c) => changes.push(c) }) }),
      { wrapper: kitWrapper(t.kit) },
    )
    expect(result.current.all).toEqual({ connections: [], recentConnections: [] })
    expect(result.current.one.connection).toBeUndefined()

    const connect = (connector: (typeof connectors)[0]) => t.kit[KIT_CONTAINER].resolve(CONNECTION_CONTROLLER).connect({ connector })
    await act(() => connect(connectors[0]!))
    adapter.script({ accounts: ['0x2222222222222222222222222222222222222222'] })
    await act(() => connect(connectors[1]!))
    await waitFor(() => expect(result.current.all.connections.map((c) => [c.connectorId, c.name])).toEqual([['wallet-b', 'Wallet B'], ['wallet-a', 'Wallet A']]))
    expect(result.current.one.connection?.connectorId).toBe('wallet-b')

    await act(() => result.current.one.switchConnection({ connection: result.current.all.connections[1]! }))
    await waitFor(() => expect(result.current.one.connection?.connectorId).toBe('wallet-a'))
    expect(changes).toEqual([expect.objectContaining({ namespace: 'eip155', hasSwitchedWallet: true, hasDeletedWallet: false })])
    expect(result.current.one.isPending).toBe(false)
  })

  it('useAppKitConnections with the multi-wallet plugin off lists the active connection only, and useAppKitConnection() stays the Solana hook', async () => {
    const t = make()
    await t.kit.ready()
    const { result } = renderHook(() => ({ all: airlockReact.useAppKitConnections(), solana: airlockReact.useAppKitConnection() }), { wrapper: kitWrapper(t.kit) })
    await act(() => t.connect())
    await waitFor(() => expect(result.current.all.connections.map((c) => c.connectorId)).toEqual(['test-eip155']))
    expect(result.current.all.recentConnections).toEqual([])
    expect(Object.keys(result.current.solana)).toEqual(['connection'])
  })
})
