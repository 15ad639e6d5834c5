import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAppKit } from './createAppKit'
import { KIT_CONTAINER, type AppKit } from './createPublicApi'
import { createTestChainAdapter } from './connection/testing/testChainAdapter'
import { testMainnet, testPolygon, testSolana } from './connection/testing/testNetworks'
import { definePlugin } from './plugins/types'
import type { ChainAdapter } from './plugins/chainAdapter'
import { lazyService, type LazyService } from './container/lazyService'
import * as T from './tokens'
import type { KitEvent } from './bus/events'
import type { ConnectionController } from './connection/createConnectionController'
import type { ModalController } from './modal/createModalController'

const kits: AppKit[] = []
const make = (options: Parameters<typeof createAppKit>[0]) => {
  const kit = createAppKit({ endpoints: { analytics: 'http://127.0.0.1:9' }, ...options })
  kits.push(kit)
  return kit
}
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
})

const BASE = { projectId: 'test-project', networks: [testMainnet, testPolygon, testSolana] as [typeof testMainnet, ...typeof testMainnet[]] }

describe('createAppKit', () => {
  it("BYD-09 the instance has AppKit's method names", () => {
    const kit = make(BASE)
    const names = [
      'open', 'close', 'getState', 'subscribeState', 'subscribeEvents', 'getIsConnectedState', 'getAddress',
      'getCaipAddress', 'getCaipNetwork', 'switchNetwork', 'disconnect', 'setThemeMode', 'getThemeMode',
      'setThemeVariables', 'subscribeTheme', 'getWalletInfo', 'subscribeAccount', 'subscribeNetwork',
    ] as const
    for (const name of names) expect(typeof kit[name], name).toBe('function')
  })

  it('BYD-08 accepts an AppKit-shaped options object', async () => {
    const kit = make({
      ...BASE,
      adapters: [],
      metadata: { name: 'Dapp', description: 'A dapp', url: 'https://dapp.example', icons: ['https://dapp.example/i.png'] },
      defaultNetwork: testPolygon,
      themeMode: 'light',
      themeVariables: { '--w3m-accent': '#00ff00' },
      features: { analytics: false, email: false, socials: false, swaps: false, onramp: false, history: false },
      featuredWalletIds: ['a'],
      includeWalletIds: ['a', 'b'],
      excludeWalletIds: ['c'],
      allWallets: 'HIDE',
      termsConditionsUrl: 'https://dapp.example/terms',
      privacyPolicyUrl: 'https://dapp.example/privacy',
      enableWalletConnect: false,
      enableEIP6963: true,
      enableNetworkSwitch: true,
      allowUnsupportedChain: false,
      enableEmbedded: false,
      manualWCControl: false,
    })
    await kit.ready()
    expect(kit.getThemeMode()).toBe('light')
    expect(kit.getCaipNetwork('eip155')?.caipNetworkId).toBe('eip155:137')
  })

  it('CFG-01 shows "Project ID Not Configured" when projectId is missing, and still starts', async () => {
    const kit = make({ networks: BASE.networks } as never)
    await kit.ready()
    const alerts = kit[KIT_CONTAINER].resolve(T.ALERTS).getState()
    expect(alerts.current?.title).toBe('Project ID Not Configured')
    expect(kit.getState().initialized).toBe(true)
  })

  it('CFG-02 throws at the call when siweConfig and siwx are both set', () => {
    expect(() => createAppKit({ ...BASE, siwx: {} as never, siweConfig: {} as never })).toThrowError(
      'Cannot set both `siweConfig` and `siwx` options',
    )
  })

  it('keeps two kits on one page apart', async () => {
    const a = make(BASE)
    const b = make(BASE)
    await a.open()
    expect(a.getState().open).toBe(true)
    expect(b.getState().open).toBe(false)
    expect(a[KIT_CONTAINER].resolve(T.BUS)).not.toBe(b[KIT_CONTAINER].resolve(T.BUS))
  })

  it('RTR-05 MDL-01 opens on Connect when disconnected, reports state, and closes', async () => {
    const kit = make({ ...BASE, adapters: [createTestChainAdapter('eip155')] })
    await kit.ready()
    const states: boolean[] = []
    kit.subscribeState((s) => states.push(s.open))
    await kit.open()
    expect(kit[KIT_CONTAINER].resolve(T.ROUTER).getState().view).toBe('Connect')
    await kit.close()
    expect(states).toEqual([true, false])
    expect(kit.getState()).toMatchObject({ open: false, activeChain: 'eip155', selectedNetworkId: 'eip155:1', initialized: true })
  })

  it('connects and disconnects headless through a chain adapter, with AppKit-shaped events', async () => {
    const adapter = createTestChainAdapter('eip155')
    const kit = make({ ...BASE, adapters: [adapter] })
    await kit.ready()
    const events: KitEvent[] = []
    kit.subscribeEvents((e) => events.push(e))
    const accounts: (string | undefined)[] = []
    kit.subscribeAccount((a) => accounts.push(a.address))

    const connector = kit[KIT_CONTAINER].resolve(T.CONNECTORS_STORE).getConnector('test-eip155')!
    await kit[KIT_CONTAINER].resolve(T.CONNECTION_CONTROLLER).connect({ connector })
    expect(kit.getIsConnectedState()).toBe(true)
    expect(kit.getAddress()).toBe(adapter.wallet.accounts[0])
    expect(kit.getCaipAddress()).toBe(`eip155:1:${adapter.wallet.accounts[0]}`)
    await kit.open()
    expect(kit[KIT_CONTAINER].resolve(T.ROUTER).getState().view).toBe('Account')

    await kit.switchNetwork(testPolygon)
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:137')

    await kit.disconnect()
    expect(kit.getIsConnectedState()).toBe(false)
    // Every change of the account shape is reported (status too); the address goes set, then unset.
    const addresses = accounts.filter((a, i) => a !== accounts[i - 1])
    expect(addresses).toEqual([adapter.wallet.accounts[0], undefined])
    expect(events.map((e) => e.data.event)).toEqual(expect.arrayContaining(['CONNECT_SUCCESS', 'MODAL_OPEN', 'DISCONNECT_SUCCESS']))
  })

  it("getProvider prefers the connected connector's provider over the chain plugin's", async () => {
    const chainProvider = { request: async () => 'chain' }
    const walletProvider = { request: async () => 'wallet' }
    const adapter = Object.assign(createTestChainAdapter('eip155'), { getProvider: () => chainProvider })
    const kit = make({ ...BASE, adapters: [adapter] })
    await kit.ready()
    expect(kit.getProvider('eip155')).toBe(chainProvider)
    const connectors = kit[KIT_CONTAINER].resolve(T.CONNECTORS_STORE)
    connectors.addConnector({ ...connectors.getConnector('test-eip155')!, provider: walletProvider })
    await kit[KIT_CONTAINER].resolve(T.CONNECTION_CONTROLLER).connect({ connector: connectors.getConnector('test-eip155')! })
    expect(kit.getProvider('eip155')).toBe(walletProvider)
    await kit.disconnect()
    expect(kit.getProvider('eip155')).toBe(chainProvider)
  })

  it('ERR-01 switching to a network that is not configured shows "Network Not Found"', async () => {
    const kit = make({ ...BASE, adapters: [createTestChainAdapter('eip155')] })
    await kit.ready()
    await kit.switchNetwork({ ...testMainnet, id: 10, caipNetworkId: 'eip155:10', name: 'OP' })
    const alert = kit[KIT_CONTAINER].resolve(T.ALERTS).getState().current
    expect(alert).toMatchObject({ title: 'Network Not Found', description: 'Network not found; make sure it is in the networks array.' })
  })

  it('BYD-01 never loads a plugin whose flag is off, and loads one whose flag is on', async () => {
    const offLoad = vi.fn(async () => ({ activate: () => {} }))
    const onActivate = vi.fn()
    const kit = make({
      ...BASE,
      features: { send: false, receive: true },
      plugins: [
        definePlugin({ id: 'send', feature: 'send', views: { WalletSend: vi.fn() as never }, load: offLoad }),
        definePlugin({ id: 'receive', feature: 'receive', load: async () => ({ activate: onActivate }) }),
      ],
    })
    await kit.ready()
    expect(offLoad).not.toHaveBeenCalled()
    expect(onActivate).toHaveBeenCalledTimes(1)
    expect(kit[KIT_CONTAINER].resolve(T.PLUGIN_HOST).registry.getState().active).toEqual(['receive'])
  })

  it('tells a chain adapter the kit config when it registers it', async () => {
    const adapter = createTestChainAdapter('eip155')
    const configure = vi.fn()
    const configured: ChainAdapter = { ...adapter, configure }
    const kit = make({ ...BASE, enableEIP6963: false, adapters: [configured] })
    await kit.ready()
    expect(configure).toHaveBeenCalledTimes(1)
    expect(configure.mock.calls[0]![0]).toMatchObject({
      projectId: 'test-project',
      enableEIP6963: false,
      enableInjected: true,
      networks: [expect.objectContaining({ caipNetworkId: 'eip155:1' }), expect.objectContaining({ caipNetworkId: 'eip155:137' })],
    })
    // The adapter's console lines say which family wrote them, as a plugin's say its id.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    configure.mock.calls[0]![0].logger.warn('no RPC')
    expect(warn).toHaveBeenCalledWith('[airlock:chain:eip155]', 'no RPC')
    warn.mockRestore()
  })

  it("startup loads a host adapter built as a stand-in (lazyService) before it registers it", async () => {
    const adapter = createTestChainAdapter('eip155')
    const loadedAtConfigure: boolean[] = []
    const stand: LazyService<ChainAdapter> = lazyService(async () => adapter as ChainAdapter, {
      async: ['connect', 'disconnect', 'switchNetwork'],
      own: { namespace: 'eip155', isAddress: adapter.isAddress, getConnectors: adapter.getConnectors, configure: () => void loadedAtConfigure.push(stand.loaded) },
    })
    const kit = make({ ...BASE, adapters: [stand] })
    expect(stand.loaded).toBe(false)
    await kit.ready()
    expect(loadedAtConfigure).toEqual([true])
  })

  it('loads the connection and modal controllers with startup; before that the sync members answer from the stores', async () => {
    const kit = make({ ...BASE, adapters: [createTestChainAdapter('eip155')] })
    const c = kit[KIT_CONTAINER]
    const connection = c.resolve(T.CONNECTION_CONTROLLER) as LazyService<ConnectionController>
    const modal = c.resolve(T.MODAL_CONTROLLER) as LazyService<ModalController>
    expect(connection.loaded).toBe(false)
    expect(modal.loaded).toBe(false)
    // AppKit's sync members act at once: the setter moves the store, the getter reads it.
    kit.setCaipNetwork(testPolygon)
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:137')
    expect(kit.getState()).toMatchObject({ open: false, initialized: false })
    expect(modal.isCloseDisabled()).toBe(false)
    await kit.ready()
    expect(connection.loaded).toBe(true)
    expect(modal.loaded).toBe(true)
    await kit.open()
    expect(kit.getState().open).toBe(true)
    await kit.close()
    expect(kit.getState().open).toBe(false)
  })

  it('CNR-09 connects the connector an adapter asks for at startup (the multisig host app) when nothing was restored', async () => {
    const adapter = createTestChainAdapter('eip155')
    const connector = adapter.getConnectors!()[0]!
    const multisig: ChainAdapter = { ...adapter, autoConnectConnector: async () => connector }
    const kit = make({ ...BASE, adapters: [multisig] })
    await kit.ready()
    expect(kit.getIsConnectedState()).toBe(true)
    expect(kit.getAddress('eip155')).toBe(adapter.wallet.accounts[0])
  })

  it('theme: setThemeMode / setThemeVariables notify subscribeTheme', () => {
    const kit = make(BASE)
    const seen: string[] = []
    kit.subscribeTheme((t) => seen.push(`${t.themeMode}:${t.themeVariables['--w3m-accent'] ?? ''}`))
    expect(kit.getThemeMode()).toBe('dark')
    kit.setThemeMode('light')
    kit.setThemeVariables({ '--w3m-accent': 'red' })
    expect(seen).toEqual(['light:', 'light:red'])
  })
})
