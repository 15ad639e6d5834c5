// AppKit's instance members that reach remote services, against the sandbox: the blockchain
// API's identity and reverse name lookup, native balances through the real chain plugins on the
// EVM and Solana devnets, and the Solana plugin's web3.js Connection (useAppKitConnection's).
// Node has no `window`; a bare EventTarget stands in for Wallet Standard discovery.
import { Connection, PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { eip155Adapter } from '../../chains/eip155'
import { solanaAdapter } from '../../chains/solana'
import { ACCOUNT_STORE, KIT_CONTAINER, createAppKit, type AppKit, type CaipNetwork } from '../../kernel'
import { DEFAULT_PROJECT_ID, startSandbox, type Sandbox } from '../testing'

let sandbox: Sandbox<'api' | 'evm' | 'solana'>
let kit: AppKit
// The name the sandbox seeds for the devnet's first account.
const SEEDED = 'airlock-demo.reown.id'

beforeAll(async () => {
  vi.stubGlobal('window', new EventTarget())
  sandbox = await startSandbox({ services: ['api', 'evm', 'solana'] })
  kit = createAppKit({
    projectId: DEFAULT_PROJECT_ID,
    networks: sandbox.networks as unknown as [CaipNetwork, ...CaipNetwork[]],
    endpoints: sandbox.endpoints,
    adapters: [eip155Adapter(), solanaAdapter()],
    features: { analytics: false },
  })
  await kit.ready()
}, 60_000)
afterAll(async () => {
  kit?.destroy()
  await sandbox?.close()
  vi.unstubAllGlobals()
})

const evmAddress = () => sandbox.accounts.evm[0]!.address

describe('instance members against the sandbox', () => {
  it("fetchIdentity reads an address's name; getReownName lists its names; syncIdentity labels the connected account", async () => {
    expect(await kit.fetchIdentity({ address: evmAddress(), caipNetworkId: 'eip155:1' })).toMatchObject({ name: SEEDED })
    expect((await kit.getReownName(evmAddress())).map((n) => n.name)).toEqual([SEEDED])
    expect(await kit.getReownName('0x000000000000000000000000000000000000dEaD')).toEqual([])

    kit.setCaipAddress(`eip155:1:${evmAddress()}`, 'eip155')
    await kit.syncIdentity({ address: evmAddress(), chainId: 1, chainNamespace: 'eip155' })
    expect(kit[KIT_CONTAINER].resolve(ACCOUNT_STORE).get('eip155').profileName).toBe(SEEDED)
  })

  it("updateNativeBalance reads the devnets' balances through the chain plugins", async () => {
    const evm = await kit.updateNativeBalance(evmAddress(), 1, 'eip155')
    expect(evm?.symbol).toBe('ETH')
    expect(Number(evm?.balance)).toBeGreaterThan(0)
    expect(kit[KIT_CONTAINER].resolve(ACCOUNT_STORE).get('eip155').balance).toBe(evm?.balance)

    const solanaNetwork = sandbox.networks.find((n) => n.chainNamespace === 'solana')!
    const sol = await kit.updateNativeBalance(sandbox.accounts.solana[0]!.address, solanaNetwork.id, 'solana')
    expect(sol?.symbol).toBe(solanaNetwork.nativeCurrency.symbol)
    expect(Number(sol?.balance)).toBeGreaterThan(0)
  })

  it('the Solana plugin hands out one web3.js Connection per network, on the devnet', async () => {
    const network = sandbox.networks.find((n) => n.chainNamespace === 'solana')!
    const adapter = kit.chainAdapters.solana!
    const connection = (await adapter.getConnection!(network)) as Connection
    expect(connection).toBeInstanceOf(Connection)
    expect(await adapter.getConnection!(network)).toBe(connection)
    const lamports = await connection.getBalance(new PublicKey(sandbox.accounts.solana[0]!.address))
    expect(lamports).toBeGreaterThan(0)
  })
})
