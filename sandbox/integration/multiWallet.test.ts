// AppKit 1.8's multi-wallet members against the sandbox: a real kit with the real eip155 chain
// plugin and two EIP-1193 test wallets signing with devnet keys, the multi-wallet plugin on.
// Nothing here is mocked; Node has no `window`, so a bare EventTarget stands in for discovery.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { eip155Adapter } from '../../chains/eip155'
import { CONNECTION_CONTROLLER, CONNECTORS_STORE, KIT_CONTAINER, MULTI_WALLET, PLUGIN_HOST, createAppKit, type AppKit, type CaipNetwork } from '../../kernel'
import { multiWallet } from '../../plugins/multi-wallet'
import { DEFAULT_PROJECT_ID, createEip1193TestWallet, startSandbox, type Sandbox } from '../testing'
import { recordRequests } from './testing/recordRequests'

let sandbox: Sandbox<'evm'>
const kits: AppKit[] = []

beforeAll(async () => {
  vi.stubGlobal('window', new EventTarget())
  sandbox = await startSandbox({ services: ['evm'] })
}, 60_000)
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
})
afterAll(async () => {
  await sandbox?.close()
  vi.unstubAllGlobals()
})

/** A kit with two test wallets ("Wallet A", "Wallet B") on devnet accounts 1 and 2. */
async function twoWallets(multi = true) {
  const wallets = [1, 2].map((i) => {
    const key = sandbox.accounts.evm[i]!
    const provider = recordRequests(createEip1193TestWallet({ privateKey: key.privateKey, rpcUrls: sandbox.urls.evm, chainId: 1 }))
    return { id: `wallet-${i}`, name: `Wallet ${i === 1 ? 'A' : 'B'}`, provider, address: key.address }
  })
  const kit = createAppKit({
    projectId: DEFAULT_PROJECT_ID,
    networks: sandbox.networks.filter((n) => n.chainNamespace === 'eip155') as unknown as [CaipNetwork, ...CaipNetwork[]],
    basic: true,
    endpoints: { analytics: 'http://127.0.0.1:9', fonts: '' },
    adapters: [eip155Adapter({ connectors: wallets.map(({ id, name, provider }) => ({ id, name, provider })) })],
    plugins: [multiWallet],
    features: { multiWallet: multi, analytics: false },
  })
  kits.push(kit)
  await kit.ready()
  const c = kit[KIT_CONTAINER]
  const connectorOf = (id: string) => c.resolve(CONNECTORS_STORE).getConnector(id, 'eip155')!
  const connect = (id: string) => c.resolve(CONNECTION_CONTROLLER).connect({ connector: connectorOf(id) })
  const [a, b] = wallets as [(typeof wallets)[0], (typeof wallets)[0]]
  const prompts = (w: typeof a) => w.provider.calls.filter((call) => call.method === 'eth_requestAccounts').length
  return { kit, c, a, b, connect, prompts }
}

const idsOf = (list: { connectorId: string }[]) => list.map((x) => x.connectorId)

describe('multi-wallet (features.multiWallet) against the EVM devnet', () => {
  it('BYD-34 keeps two wallets connected on eip155, the newest active; switching back asks the wallet for no new grant', async () => {
    const { kit, a, b, connect, prompts } = await twoWallets()
    const seen: string[][] = []
    const unsubscribe = kit.subscribeConnections((state) => seen.push(idsOf(state.connections.get('eip155') ?? [])))
    await connect(a.id)
    await connect(b.id)
    expect(idsOf(kit.getConnections('eip155'))).toEqual([b.id, a.id])
    expect(kit.getConnections('eip155')[1]).toMatchObject({ name: 'Wallet A', accounts: [{ address: a.address }] })
    expect(kit.getAddress('eip155')).toBe(b.address)
    expect(a.provider.connected).toBe(true)
    expect(seen.at(-1)).toEqual([b.id, a.id])

    const changes: unknown[] = []
    await kit.switchConnection({ connection: kit.getConnections('eip155')[1]!, namespace: 'eip155', onChange: (change) => changes.push(change) })
    expect(kit.getAddress('eip155')).toBe(a.address)
    expect(idsOf(kit.getConnections('eip155'))).toEqual([a.id, b.id])
    expect(changes).toEqual([{ address: a.address, namespace: 'eip155', hasSwitchedAccount: true, hasSwitchedWallet: true }])
    expect([prompts(a), prompts(b)]).toEqual([1, 1])
    // The kit now speaks for wallet A: a signature comes from its key.
    const signature = (await kit.getProvider<{ request(args: unknown): Promise<string> }>('eip155')!.request({
      method: 'personal_sign',
      params: ['0x6869', a.address],
    })) as string
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(a.provider.calls.at(-1)?.method).toBe('personal_sign')
    unsubscribe()
  })

  it('BYD-34 ends one wallet on its own: an inactive one, then the active one hands over to the next; both become recent, then forgotten', async () => {
    const { kit, c, a, b, connect } = await twoWallets()
    await connect(a.id)
    await connect(b.id)
    const service = c.resolve(MULTI_WALLET)

    // B is active: ending A revokes only A's grant.
    await service.disconnectConnection({ connectorId: a.id, namespace: 'eip155' })
    expect([a.provider.connected, b.provider.connected]).toEqual([false, true])
    expect(idsOf(kit.getConnections('eip155'))).toEqual([b.id])
    expect(idsOf(kit.getRecentConnections('eip155'))).toEqual([a.id])

    // A again (a recent one connects through its wallet), then end the active A: B takes over.
    await kit.switchConnection({ connection: kit.getRecentConnections('eip155')[0]!, namespace: 'eip155' })
    expect(kit.getAddress('eip155')).toBe(a.address)
    await service.disconnectConnection({ connectorId: a.id, namespace: 'eip155' })
    expect(kit.getAddress('eip155')).toBe(b.address)
    expect(kit.getIsConnectedState()).toBe(true)
    expect(a.provider.connected).toBe(false)

    kit.deleteConnection({ connectorId: a.id, address: a.address, namespace: 'eip155' })
    expect(kit.getRecentConnections('eip155')).toEqual([])
  })

  it('BYD-34 disconnecting the namespace ends every wallet connected on it', async () => {
    const { kit, a, b, connect } = await twoWallets()
    await connect(a.id)
    await connect(b.id)
    await kit.disconnect('eip155')
    await expect.poll(() => a.provider.connected).toBe(false)
    expect(b.provider.connected).toBe(false)
    expect(kit.getConnections('eip155')).toEqual([])
    expect(idsOf(kit.getRecentConnections('eip155')).sort()).toEqual([a.id, b.id].sort())
  })

  it('BYD-34 setConnections replaces the other connections and keeps the active one first', async () => {
    const { kit, a, b, connect } = await twoWallets()
    await connect(a.id)
    await connect(b.id)
    kit.setConnections([], 'eip155')
    expect(idsOf(kit.getConnections('eip155'))).toEqual([b.id])
  })

  it('with features.multiWallet off the plugin never loads: one connection per namespace, and the switching members say what to turn on', async () => {
    const { kit, c, a, b, connect } = await twoWallets(false)
    expect(c.resolve(PLUGIN_HOST).registry.getState().active).not.toContain('multi-wallet')
    await connect(a.id)
    await connect(b.id)
    expect(idsOf(kit.getConnections('eip155'))).toEqual([b.id])
    expect(kit.getRecentConnections('eip155')).toEqual([])
    await expect(kit.switchConnection({ connection: { connectorId: a.id, accounts: [] }, namespace: 'eip155' })).rejects.toThrowError(
      /^switchConnection needs the multi-wallet plugin: add multiWallet to plugins and set features.multiWallet to true$/,
    )
  })
})
