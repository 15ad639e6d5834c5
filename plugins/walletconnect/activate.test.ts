import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CHAIN_REGISTRY,
  CONNECTORS_STORE,
  createAppKit,
  definePlugin,
  KIT_HOOKS,
  KIT_CONTAINER,
  MODAL_CONTROLLER,
  StorageKeys,
  WALLETCONNECT,
  type AppKit,
  type AppKitOptions,
  type CaipNetwork,
  type ChainAdapter,
  type ChainNamespace,
} from '../../kernel'
import { activate } from './activate'
import { walletConnect } from './index'

const evm = (id: number): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`http://127.0.0.1:9/${id}`] } },
})
const solanaDevnet: CaipNetwork = {
  ...evm(0),
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
}

/** The least a chain plugin gives the kernel; the real ones live in chains/. */
const minimalAdapter = (namespace: ChainNamespace): ChainAdapter => ({
  namespace,
  isAddress: () => true,
  connect: async () => {
    throw new Error('not used here')
  },
  disconnect: async () => {},
  switchNetwork: async () => {},
})

// Stands in for importing @walletconnect/universal-provider: these tests only ask whether it is loaded.
const loadProvider = vi.fn(async (_options: unknown): Promise<never> => {
  throw new Error('the universal provider is not loaded in unit tests')
})
const withLoader = definePlugin({ id: 'walletConnect', load: async () => ({ activate: (ctx) => activate(ctx, { loadProvider }) }) })

const kits: AppKit[] = []
const make = async (options: Partial<AppKitOptions> = {}) => {
  const kit = createAppKit({
    projectId: 'test',
    networks: [evm(1), evm(137), solanaDevnet],
    basic: true,
    features: { analytics: false },
    adapters: [minimalAdapter('eip155'), minimalAdapter('solana')],
    plugins: [withLoader],
    endpoints: { relay: 'ws://127.0.0.1:9', analytics: 'http://127.0.0.1:9' },
    ...options,
  })
  kits.push(kit)
  await kit.ready()
  return kit
}

afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
  loadProvider.mockClear()
  delete (globalThis as { localStorage?: unknown }).localStorage
})

describe('walletconnect plugin activation', () => {
  it('is a manifest: an id and an import() thunk', () => {
    expect(walletConnect.id).toBe('walletConnect')
    expect(typeof walletConnect.load).toBe('function')
  })

  it('CNR-04 registers a WALLET_CONNECT connector per configured namespace and loads nothing yet', async () => {
    const kit = await make()
    const connectors = kit[KIT_CONTAINER].resolve(CONNECTORS_STORE)
    for (const namespace of ['eip155', 'solana']) {
      expect(connectors.getConnector('walletConnect', namespace)).toMatchObject({
        id: 'walletConnect',
        name: 'WalletConnect',
        type: 'WALLET_CONNECT',
        chain: namespace,
      })
    }
    expect(kit[KIT_CONTAINER].isRegistered(WALLETCONNECT)).toBe(true)
    expect(loadProvider).not.toHaveBeenCalled()
  })

  it('loads the universal provider when the visitor picks WalletConnect', async () => {
    const kit = await make()
    await expect(kit[KIT_CONTAINER].resolve(WALLETCONNECT).connect()).rejects.toThrowError('the universal provider is not loaded in unit tests')
    expect(loadProvider).toHaveBeenCalledOnce()
    expect(loadProvider.mock.calls[0]![0]).toMatchObject({ projectId: 'test', relayUrl: 'ws://127.0.0.1:9', storagePrefix: expect.stringMatching(/^airlock-wc-/) })
    expect(kit.getAccount('eip155').isConnected).toBe(false)
  })

  it('loads the universal provider on startup only when storage holds a WalletConnect connection', async () => {
    const items = new Map<string, string>()
    ;(globalThis as { localStorage?: unknown }).localStorage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    }
    items.set(`@airlock/${StorageKeys.connectedNamespaces}`, JSON.stringify('eip155'))
    items.set(`@airlock/${StorageKeys.connectorId('eip155')}`, JSON.stringify('injected'))
    const injected: ChainAdapter = { ...minimalAdapter('eip155'), getConnectors: () => [{ id: 'injected', name: 'Injected', type: 'INJECTED', chain: 'eip155' }] }
    await make({ adapters: [injected, minimalAdapter('solana')] })
    expect(loadProvider).not.toHaveBeenCalled()

    items.set(`@airlock/${StorageKeys.connectorId('eip155')}`, JSON.stringify('walletConnect'))
    const kit = await make()
    expect(loadProvider).toHaveBeenCalledOnce()
    expect(kit.getAccount('eip155').isConnected).toBe(false)
  })

  it('enableWalletConnect: false registers nothing', async () => {
    const kit = await make({ enableWalletConnect: false })
    expect(kit[KIT_CONTAINER].resolve(CONNECTORS_STORE).getConnector('walletConnect', 'eip155')).toBeUndefined()
    expect(kit[KIT_CONTAINER].isRegistered(WALLETCONNECT)).toBe(false)
  })

  it('routes a chain plugin that registers after it, and adds its connector', async () => {
    const kit = await make({ adapters: [minimalAdapter('eip155')] })
    const c = kit[KIT_CONTAINER]
    expect(c.resolve(CONNECTORS_STORE).getConnector('walletConnect', 'solana')).toBeUndefined()
    const adapter = minimalAdapter('solana')
    c.resolve(CHAIN_REGISTRY).register(adapter)
    expect(c.resolve(CONNECTORS_STORE).getConnector('walletConnect', 'solana')?.type).toBe('WALLET_CONNECT')
    // Routed: a WalletConnect connector goes to the session (the stand-in loader), not to the adapter.
    const client = c.resolve(CHAIN_REGISTRY).getConnectionClient('solana')
    const connector = c.resolve(CONNECTORS_STORE).getConnector('walletConnect', 'solana')!
    await expect(client.connect({ connector, network: solanaDevnet })).rejects.toThrowError('the universal provider is not loaded in unit tests')
    await expect(client.connect({ connector: { ...connector, id: 'x', type: 'INJECTED' }, network: solanaDevnet })).rejects.toThrowError('not used here')
  })

  it('closing the modal drops the pairing URI (a modal-close hook), removed on destroy', async () => {
    const kit = await make()
    const service = kit[KIT_CONTAINER].resolve(WALLETCONNECT)
    ;(service.pairing as unknown as { setUri(uri: string): void }).setUri('wc:abc@2?relay-protocol=irn&symKey=00')
    expect(service.isPairingExpired()).toBe(false)
    kit[KIT_CONTAINER].resolve(MODAL_CONTROLLER).open()
    kit[KIT_CONTAINER].resolve(MODAL_CONTROLLER).close()
    expect(service.pairing.getState().uri).toBeUndefined()
    kit.destroy()
    // After destroy the plugin's modal-close hook is gone from the registry.
    expect(kit[KIT_CONTAINER].resolve(KIT_HOOKS).modalClose.list()).toHaveLength(0)
  })
})
