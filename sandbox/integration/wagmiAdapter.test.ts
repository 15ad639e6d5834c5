// airlock/wagmi against the sandbox (BYD-23): a real kit with the WagmiAdapter, the EIP-1193 test
// wallet on the EVM devnets (chains 1 and 137) and wagmi's own core actions — the ones its React
// hooks call. Nothing of Airlock or wagmi is mocked; the kit connects the wallet as the modal would.
import {
  connect,
  createConnector,
  createStorage,
  disconnect,
  getAccount,
  getBalance,
  sendTransaction,
  signMessage,
  switchChain,
  waitForTransactionReceipt,
} from '@wagmi/core'
import { parseEther, UserRejectedRequestError, verifyMessage, type Address } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { WagmiAdapter } from '../../chains/eip155/wagmi'
import { CONNECTION_CONTROLLER, KIT_CONTAINER, createAppKit, type AppKit, type CaipNetwork } from '../../kernel'
import { createMemoryBackend } from '../../kernel/storage/createKitStorage'
import { DEFAULT_PROJECT_ID, createEip1193TestWallet, startSandbox, type Sandbox } from '../testing'

let sandbox: Sandbox<'api' | 'evm'>
let mainnet: CaipNetwork
let polygon: CaipNetwork
const teardown: (() => void)[] = []

beforeAll(async () => {
  sandbox = await startSandbox({ services: ['api', 'evm'] })
  ;[mainnet, polygon] = sandbox.networks as [CaipNetwork, CaipNetwork]
}, 120_000)
afterEach(() => teardown.splice(0).forEach((undo) => undo()))
afterAll(() => sandbox?.close())

/** A page: one WagmiAdapter, one kit, the test wallet offered as a wallet in the kit's modal. */
async function page(o: { account?: number; localStorage?: Storage; wallet?: ReturnType<typeof createEip1193TestWallet> } = {}) {
  const key = sandbox.accounts.evm[o.account ?? 6]!
  const wallet = o.wallet ?? createEip1193TestWallet({ privateKey: key.privateKey, rpcUrls: sandbox.urls.evm, chainId: 1 })
  const backend = o.localStorage ?? (createMemoryBackend() as unknown as Storage)
  const globals = globalThis as { localStorage?: unknown }
  const previous = globals.localStorage
  // The kit keeps its session in localStorage; a reload test hands the same one to the next page.
  globals.localStorage = backend
  const wagmiAdapter = new WagmiAdapter({ networks: [mainnet, polygon], projectId: DEFAULT_PROJECT_ID, storage: createStorage({ storage: backend }) })
  const kit = createAppKit({ projectId: DEFAULT_PROJECT_ID, networks: [mainnet, polygon], endpoints: sandbox.endpoints, adapters: [wagmiAdapter] })
  kit.addConnector({ id: 'airlock-test', name: 'Airlock Test Wallet', type: 'EXTERNAL', chain: 'eip155', provider: wallet })
  teardown.push(() => {
    kit.destroy()
    wagmiAdapter.destroy()
    globals.localStorage = previous
  })
  await kit.ready()
  const config = wagmiAdapter.wagmiConfig
  /** What the modal does when the visitor picks the test wallet. */
  const connectInKit = () => kit[KIT_CONTAINER].resolve(CONNECTION_CONTROLLER).connect({ connector: kit.getConnectors('eip155').find((c) => c.id === 'airlock-test')! })
  return { kit, wagmiAdapter, config, wallet, address: key.address as Address, backend, connectInKit }
}

const kitChainId = (kit: AppKit) => Number(kit.getCaipNetwork('eip155')?.id)

describe('WagmiAdapter on the sandbox', () => {
  it('BYD-23 is a chain adapter with AppKit names: wagmiConfig over the given networks, the networks, the project id', async () => {
    const { wagmiAdapter, config, kit } = await page()
    expect(wagmiAdapter.namespace).toBe('eip155')
    expect(wagmiAdapter.adapterType).toBe('wagmi')
    expect(wagmiAdapter.projectId).toBe(DEFAULT_PROJECT_ID)
    expect(wagmiAdapter.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:1', 'eip155:137'])
    expect(config.chains.map((c) => c.id)).toEqual([1, 137])
    // One connector, the kit's: wagmi discovers no wallets of its own behind the modal's back.
    expect(config.connectors.map((c) => c.id)).toEqual(['airlock'])
    expect(getAccount(config).status).toBe('disconnected')
    expect(kit.getCaipNetworks('eip155').map((n) => n.id)).toEqual([1, 137])
  })

  it('BYD-23 the kit connects and wagmi follows: the same address and chain, connected through the kit connector', async () => {
    const { config, connectInKit, address } = await page()
    await connectInKit()
    await expect.poll(() => getAccount(config).status).toBe('connected')
    const account = getAccount(config)
    expect(account.address).toBe(address)
    expect(account.chainId).toBe(1)
    expect(account.connector?.id).toBe('airlock')
  })

  it("BYD-23 wagmi's sendTransaction goes through the kit's wallet and lands on the devnet; getBalance reads it", async () => {
    const { config, connectInKit, wallet } = await page({ account: 7 })
    await connectInKit()
    await expect.poll(() => getAccount(config).status).toBe('connected')
    const to = sandbox.accounts.evm[8]!.address as Address
    const before = await getBalance(config, { address: to, chainId: 1 })
    const hash = await sendTransaction(config, { to, value: parseEther('0.25') })
    const receipt = await waitForTransactionReceipt(config, { hash, chainId: 1 })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(to.toLowerCase())
    expect((await getBalance(config, { address: to, chainId: 1 })).value - before.value).toBe(parseEther('0.25'))
    // The wallet signed it: the request reached the kit's provider, not a key of wagmi's.
    expect(wallet.chainId).toBe(1)
  })

  it("BYD-23 wagmi's signMessage is signed by the kit's wallet", async () => {
    const { config, connectInKit, address } = await page()
    await connectInKit()
    await expect.poll(() => getAccount(config).status).toBe('connected')
    const signature = await signMessage(config, { message: 'hello from wagmi' })
    expect(await verifyMessage({ address, message: 'hello from wagmi', signature })).toBe(true)
  })

  it('BYD-23 wagmi switchChain to 137 moves the kit and the wallet; a kit switch back moves wagmi', async () => {
    const { config, kit, connectInKit, wallet, address } = await page()
    await connectInKit()
    await expect.poll(() => getAccount(config).status).toBe('connected')
    const chain = await switchChain(config, { chainId: 137 })
    expect(chain.id).toBe(137)
    expect(kitChainId(kit)).toBe(137)
    expect(kit.getCaipAddress('eip155')).toBe(`eip155:137:${address}`)
    expect(wallet.chainId).toBe(137)
    expect(getAccount(config).chainId).toBe(137)

    await kit.switchNetwork(mainnet)
    await expect.poll(() => getAccount(config).chainId).toBe(1)
    expect(wallet.chainId).toBe(1)
  })

  it('BYD-23 wagmi switchChain to a chain the host did not configure fails and leaves the kit where it was', async () => {
    const { config, kit, connectInKit } = await page()
    await connectInKit()
    await expect.poll(() => getAccount(config).status).toBe('connected')
    await expect(switchChain(config, { chainId: 10 as never })).rejects.toThrow(/Chain not configured/)
    expect(kitChainId(kit)).toBe(1)
  })

  it("BYD-23 declines in the kit's wallet reach wagmi as user rejections: a declined switch leaves both on chain 1, a declined send sends nothing", async () => {
    const { config, kit, connectInKit, wallet } = await page()
    await connectInKit()
    await expect.poll(() => getAccount(config).status).toBe('connected')
    wallet.script({ switchChainError: 4902, addChain: 'reject' })
    await expect(switchChain(config, { chainId: 137 })).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(kitChainId(kit)).toBe(1)
    expect(getAccount(config).chainId).toBe(1)

    wallet.script({ rejectSign: true })
    await expect(sendTransaction(config, { to: sandbox.accounts.evm[8]!.address as Address, value: 1n })).rejects.toThrow(/User rejected the request/)
  })

  it('BYD-23 wagmi disconnect disconnects the kit', async () => {
    const { config, kit, connectInKit } = await page()
    await connectInKit()
    await expect.poll(() => getAccount(config).status).toBe('connected')
    await disconnect(config)
    expect(kit.getAccount('eip155').isConnected).toBe(false)
    expect(getAccount(config).status).toBe('disconnected')
    // wagmi recorded it once: connecting in the kit again reconnects wagmi, with one listener, not two.
    expect(config.connectors[0]!.emitter.listenerCount('connect')).toBe(1)
    await connectInKit()
    await expect.poll(() => getAccount(config).status).toBe('connected')
  })

  it('BYD-23 a kit disconnect clears wagmi', async () => {
    const { config, kit, connectInKit } = await page()
    await connectInKit()
    await expect.poll(() => getAccount(config).status).toBe('connected')
    await kit.disconnect()
    await expect.poll(() => getAccount(config).status).toBe('disconnected')
    expect(getAccount(config).address).toBeUndefined()
  })

  it("BYD-23 wagmi's connect opens the kit's modal and resolves once the visitor connects there", async () => {
    const { config, kit, connectInKit, address } = await page()
    const connecting = connect(config, { connector: config.connectors[0]! })
    await expect.poll(() => kit.getState().open).toBe(true)
    await connectInKit()
    const result = await connecting
    expect(result.accounts).toEqual([address])
    expect(result.chainId).toBe(1)
    expect(getAccount(config).status).toBe('connected')
  })

  it("BYD-23 wagmi's connect rejects as a user rejection when the visitor closes the modal without connecting", async () => {
    const { config, kit } = await page()
    const connecting = connect(config, { connector: config.connectors[0]! })
    await expect.poll(() => kit.getState().open).toBe(true)
    await kit.close()
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(getAccount(config).status).toBe('disconnected')
  })

  it('BYD-23 with nothing connected, wagmi and the kit select the same chain', async () => {
    const { config, kit } = await page()
    await switchChain(config, { chainId: 137 })
    await expect.poll(() => kitChainId(kit)).toBe(137)
    await kit.switchNetwork(mainnet)
    await expect.poll(() => config.state.chainId).toBe(1)
  })

  it('BYD-23 a reload restores both: the kit reconnects its wallet and wagmi reconnects through it', async () => {
    const first = await page()
    await first.connectInKit()
    await switchChain(first.config, { chainId: 137 })
    // The page goes away; localStorage and the wallet's grant stay.
    teardown.splice(0).forEach((undo) => undo())

    const second = await page({ localStorage: first.backend, wallet: first.wallet })
    expect(second.kit.getAccount('eip155')).toMatchObject({ isConnected: true, address: first.address })
    expect(kitChainId(second.kit)).toBe(137)
    // What WagmiProvider does on mount (reconnectOnMount).
    const { reconnect } = await import('@wagmi/core')
    await reconnect(second.config)
    expect(getAccount(second.config)).toMatchObject({ status: 'connected', address: first.address, chainId: 137 })
  })
})

// The host's own wagmi connectors (AppKit's `connectors` option) become wallets in the kit's modal.
describe('WagmiAdapter host connectors', () => {
  it('BYD-23 a host wagmi connector is listed by the kit as an EXTERNAL wallet and connecting it there connects wagmi', async () => {
    const key = sandbox.accounts.evm[9]!
    const wallet = createEip1193TestWallet({ privateKey: key.privateKey, rpcUrls: sandbox.urls.evm, chainId: 1 })
    // A minimal host connector around the test wallet: the kit only asks it for its provider.
    const hostConnector = createConnector((config) => ({
      id: 'host-wallet',
      name: 'Host Wallet',
      type: 'host',
      getProvider: async () => wallet,
      connect: async () => ({ accounts: [key.address as Address] as never, chainId: 1 }),
      disconnect: async () => undefined,
      getAccounts: async () => [key.address as Address],
      getChainId: async () => 1,
      isAuthorized: async () => false,
      onAccountsChanged: () => undefined,
      onChainChanged: () => undefined,
      onDisconnect: () => config.emitter.emit('disconnect'),
    }))
    const wagmiAdapter = new WagmiAdapter({ networks: [mainnet, polygon], projectId: DEFAULT_PROJECT_ID, connectors: [hostConnector], storage: null })
    const kit = createAppKit({ projectId: DEFAULT_PROJECT_ID, networks: [mainnet, polygon], endpoints: sandbox.endpoints, adapters: [wagmiAdapter] })
    teardown.push(() => {
      kit.destroy()
      wagmiAdapter.destroy()
    })
    await kit.ready()
    const listed = kit.getConnectors('eip155').find((c) => c.id === 'host-wallet')
    expect(listed).toMatchObject({ name: 'Host Wallet', type: 'EXTERNAL' })
    // Not in wagmi's list: only the kit connector is, so wagmi never connects it on its own.
    expect(wagmiAdapter.wagmiConfig.connectors.map((c) => c.id)).toEqual(['airlock'])
    await kit[KIT_CONTAINER].resolve(CONNECTION_CONTROLLER).connect({ connector: listed! })
    await expect.poll(() => getAccount(wagmiAdapter.wagmiConfig).address).toBe(key.address)
    expect(wallet.connected).toBe(true)
  })
})
