// The eip155 chain plugin against the sandbox: real EVM devnets (chains 1 and 137), the real
// provider-API server (RPC gateway, bundler stand-in) and the EIP-1193 test wallet, which signs
// with a devnet key. Nothing here is mocked.
import { createPublicClient, createWalletClient, custom, formatEther, http, parseEther, verifyMessage, type Address, type Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { eip155Adapter, type Eip155Adapter } from '../../chains/eip155'
import { CONNECTION_CONTROLLER, CONNECTORS_STORE, KIT_CONTAINER, createAppKit, loadService, type AppKit, type CaipNetwork, type ChainAdapterEvent } from '../../kernel'
import { DEFAULT_PROJECT_ID, createEip1193TestWallet, startSandbox, type Sandbox } from '../testing'
import { recordRequests } from './testing/recordRequests'

let sandbox: Sandbox<'api' | 'evm'>
let mainnet: CaipNetwork
let polygon: CaipNetwork
const adapters: Eip155Adapter[] = []
const kits: AppKit[] = []

beforeAll(async () => {
  sandbox = await startSandbox({ services: ['api', 'evm'] })
  ;[mainnet, polygon] = sandbox.networks as [CaipNetwork, CaipNetwork]
})
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
  for (const adapter of adapters.splice(0)) adapter.destroy()
})
afterAll(() => sandbox?.close())

/** A funded devnet account's wallet, recorded, passed to the adapter as an EXTERNAL connector. */
async function setup(account = 5, options: Parameters<typeof eip155Adapter>[0] = {}) {
  const key = sandbox.accounts.evm[account]!
  const wallet = recordRequests(createEip1193TestWallet({ privateKey: key.privateKey, rpcUrls: sandbox.urls.evm, chainId: 1 }))
  const adapter = eip155Adapter({ connectors: [{ id: 'airlock-test', name: 'Airlock Test Wallet', provider: wallet }], networks: [mainnet, polygon], ...options })
  adapters.push(adapter)
  // Discovery starts with the adapter's loaded code, as the kit's startup loads it.
  await loadService(adapter)
  const connector = adapter.getConnectors().find((c) => c.id === 'airlock-test')!
  return { wallet, adapter, connector, address: key.address }
}
const methods = (wallet: { calls: { method: string }[] }) => wallet.calls.map((c) => c.method)

describe('eip155Adapter against the sandbox', () => {
  it('CNR-03 connects an external wallet: its account on chain 1', async () => {
    const { adapter, connector, address, wallet } = await setup()
    expect(connector.type).toBe('EXTERNAL')
    const connection = await adapter.connect({ connector, network: mainnet })
    expect(connection).toEqual({ connectorId: 'airlock-test', accounts: [{ address, type: 'eoa' }], address, caipNetwork: mainnet })
    expect(wallet.connected).toBe(true)
  })

  it('WREQ-03 reads the chain id with eth_chainId', async () => {
    const { adapter, connector, wallet } = await setup()
    await adapter.connect({ connector, network: mainnet })
    expect(methods(wallet)).toEqual(['eth_requestAccounts', 'eth_chainId'])
  })

  it('restores with eth_accounts (no prompt), and finds nothing once the wallet revoked the site', async () => {
    const { adapter, connector, wallet, address } = await setup()
    await adapter.connect({ connector, network: mainnet })
    expect(await adapter.reconnect!({ connector, network: mainnet })).toMatchObject({ address, caipNetwork: mainnet })
    await adapter.disconnect({ connector })
    expect(methods(wallet)).toContain('wallet_revokePermissions')
    expect(wallet.connected).toBe(false)
    expect(await adapter.reconnect!({ connector, network: mainnet })).toBeUndefined()
    expect(methods(wallet).filter((m) => m === 'eth_requestAccounts')).toHaveLength(1)
  })

  it.each([4902, 5000, 32603] as const)('switches 1 → 137 through wallet_addEthereumChain when the switch fails with %i', async (code) => {
    const { adapter, connector, wallet } = await setup()
    await adapter.connect({ connector, network: mainnet })
    wallet.script({ switchChainError: code, addChain: 'accept' })
    await adapter.switchNetwork({ network: polygon, connector })
    expect(wallet.chainId).toBe(137)
    const add = wallet.calls.find((c) => c.method === 'wallet_addEthereumChain')!
    expect(add.params).toEqual([
      {
        chainId: '0x89',
        chainName: 'Polygon',
        nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
        rpcUrls: [sandbox.urls.evm[137]],
        blockExplorerUrls: ['https://polygonscan.com'],
      },
    ])
    expect(await adapter.getProvider()!.request({ method: 'eth_chainId' })).toBe('0x89')
  })

  it('throws when the wallet refuses to add the chain, and stays on chain 1', async () => {
    const { adapter, connector, wallet } = await setup()
    await adapter.connect({ connector, network: mainnet })
    wallet.script({ switchChainError: 4902, addChain: 'reject' })
    await expect(adapter.switchNetwork({ network: polygon, connector })).rejects.toMatchObject({ code: 4001 })
    expect(wallet.chainId).toBe(1)
  })

  it('ADPT-05 a wallet that cannot switch raises "Chain is not supported"', async () => {
    const { adapter, connector, wallet } = await setup()
    await adapter.connect({ connector, network: mainnet })
    wallet.script({ lacksSwitch: true })
    await expect(adapter.switchNetwork({ network: polygon, connector })).rejects.toThrowError(/^Chain is not supported$/)
  })

  it('WREQ-01 signs with personal_sign [message, address]; the signature verifies with viem', async () => {
    const { adapter, connector, wallet, address } = await setup()
    await adapter.connect({ connector, network: mainnet })
    const message = 'Sign in to Airlock ✓ nonce 42'
    const signature = await adapter.signMessage!({ message, address, provider: adapter.getProvider()! })
    const sign = wallet.calls.find((c) => c.method === 'personal_sign')!
    expect(sign.params).toEqual([`0x${Buffer.from(message, 'utf8').toString('hex')}`, address])
    expect(await verifyMessage({ address: address as Address, message, signature: signature as Hex })).toBe(true)
  })

  it("reads the native balance over the network's RPC, equal to the devnet's", async () => {
    const { adapter, address } = await setup(6)
    const devnet = createPublicClient({ transport: http(sandbox.urls.evm[137]) })
    const expected = formatEther(await devnet.getBalance({ address: address as Address }))
    expect(await adapter.getBalance!({ address, network: polygon })).toEqual({ balance: expected, symbol: 'POL' })
    // Through the RPC gateway, as the kit sets it up for listed networks (rpcUrls.default first).
    const gateway = `${sandbox.urls.blockchainApi}/v1/?chainId=eip155%3A137&projectId=${DEFAULT_PROJECT_ID}`
    const viaGateway = { ...polygon, rpcUrls: { ...polygon.rpcUrls, default: { http: [gateway] } } }
    sandbox.api.requests.clear()
    expect(await adapter.getBalance!({ address, network: viaGateway })).toEqual({ balance: expected, symbol: 'POL' })
    expect(sandbox.api.requests.last('/v1/')?.query).toMatchObject({ chainId: 'eip155:137', projectId: DEFAULT_PROJECT_ID })
  })

  it('sends the native coin with eth_sendTransaction, moving the wallet to the network first', async () => {
    const { adapter, connector, wallet, address } = await setup(5)
    await adapter.connect({ connector, network: mainnet })
    const to = sandbox.accounts.evm[2]!.address
    const devnet = createPublicClient({ transport: http(sandbox.urls.evm[137]) })
    const before = await devnet.getBalance({ address: to })
    const hash = await adapter.sendTransfer({ from: address, to, value: parseEther('1.5'), network: polygon })
    expect(wallet.chainId).toBe(137)
    expect((await devnet.waitForTransactionReceipt({ hash: hash as Hex })).status).toBe('success')
    expect((await devnet.getBalance({ address: to })) - before).toBe(parseEther('1.5'))
  })

  it('reports what the visitor does in the wallet: chain, account, letting the site go', async () => {
    const { adapter, connector, wallet } = await setup()
    const events: ChainAdapterEvent[] = []
    adapter.watchWallet!((event) => events.push(event))
    await adapter.connect({ connector, network: mainnet })
    wallet.switchChain(137)
    wallet.changeAccount(sandbox.accounts.evm[7]!.privateKey)
    wallet.disconnect()
    expect(events).toEqual([
      { type: 'chainChanged', chainId: '0x89' },
      { type: 'accountsChanged', accounts: [sandbox.accounts.evm[7]!.address] },
      { type: 'accountsChanged', accounts: [] },
    ])
    expect(adapter.getProvider()).toBeUndefined()
  })
})

describe('eip155Adapter in a headless kit', () => {
  function kitWith(adapter: Eip155Adapter) {
    const kit = createAppKit({
      projectId: DEFAULT_PROJECT_ID,
      networks: [mainnet, polygon],
      endpoints: sandbox.endpoints,
      adapters: [adapter],
    })
    kits.push(kit)
    return kit
  }

  it('connects through CONNECTION_CONTROLLER.connect; getProvider("eip155") sends a real devnet transaction', async () => {
    const { adapter, address, wallet } = await setup(8)
    const kit = kitWith(adapter)
    await kit.ready()
    const container = kit[KIT_CONTAINER]
    const connector = container.resolve(CONNECTORS_STORE).getConnector('airlock-test', 'eip155')!
    await container.resolve(CONNECTION_CONTROLLER).connect({ connector })
    expect(kit.getAddress('eip155')).toBe(address)
    expect(kit.getCaipAddress('eip155')).toBe(`eip155:1:${address}`)
    expect(kit.getIsConnectedState()).toBe(true)

    const provider = kit.getProvider<Parameters<typeof custom>[0]>('eip155')!
    const walletClient = createWalletClient({ account: address as Address, transport: custom(provider) })
    const to = sandbox.accounts.evm[3]!.address
    const devnet = createPublicClient({ transport: http(sandbox.urls.evm[1]) })
    const before = await devnet.getBalance({ address: to })
    const hash = await walletClient.sendTransaction({ to, value: parseEther('0.25'), chain: null })
    const receipt = await devnet.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect((await devnet.getBalance({ address: to })) - before).toBe(parseEther('0.25'))
    expect(methods(wallet)).toContain('eth_sendTransaction')
  })

  it('switches 1 → 137 with the 4902 add-chain path from the kit, and the kit follows', async () => {
    const { adapter, wallet } = await setup(4)
    const kit = kitWith(adapter)
    await kit.ready()
    const container = kit[KIT_CONTAINER]
    await container.resolve(CONNECTION_CONTROLLER).connect({ connector: container.resolve(CONNECTORS_STORE).getConnector('airlock-test', 'eip155')! })
    wallet.script({ switchChainError: 4902 })
    await kit.switchNetwork(polygon)
    expect(wallet.chainId).toBe(137)
    expect(kit.getCaipNetworkId()).toBe('eip155:137')
    expect(methods(wallet)).toEqual(expect.arrayContaining(['wallet_switchEthereumChain', 'wallet_addEthereumChain']))
  })

  it('follows the wallet: a chain change and the wallet letting the site go disconnect the kit', async () => {
    const { adapter, wallet } = await setup(4)
    const kit = kitWith(adapter)
    await kit.ready()
    const container = kit[KIT_CONTAINER]
    await container.resolve(CONNECTION_CONTROLLER).connect({ connector: container.resolve(CONNECTORS_STORE).getConnector('airlock-test', 'eip155')! })
    wallet.switchChain(137)
    expect(kit.getCaipNetworkId()).toBe('eip155:137')
    wallet.disconnect()
    await expect.poll(() => kit.getIsConnectedState()).toBe(false)
    expect(kit.getAddress('eip155')).toBeUndefined()
  })

  it('reads the balance through the RPC gateway the kit put first for listed networks', async () => {
    const { adapter, address } = await setup(6)
    const kit = kitWith(adapter)
    await kit.ready()
    const network = kit.getCaipNetworks('eip155').find((n) => n.id === 1)!
    expect(network.rpcUrls.default.http[0]).toContain(`${sandbox.urls.blockchainApi}/v1/`)
    const devnet = createPublicClient({ transport: http(sandbox.urls.evm[1]) })
    expect((await adapter.getBalance!({ address, network })).balance).toBe(formatEther(await devnet.getBalance({ address: address as Address })))
  })
})
