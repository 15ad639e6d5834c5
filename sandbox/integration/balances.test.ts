// The balances plugin in a headless kit against the sandbox: the real provider-API server
// (balance and supported-chains routes backed by the devnets), real EVM devnets, the eip155 chain
// plugin and the EIP-1193 test wallet signing with a devnet key. Nothing is mocked; the balances
// service gets a test clock (its `now`) so the 30 s rules run without waiting 30 s.
import { createPublicClient, erc20Abi, formatEther, formatUnits, http, type Address } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { eip155Adapter, type Eip155Adapter } from '../../chains/eip155'
import {
  ACCOUNT_STORE,
  BUS,
  CONNECTION_CONTROLLER,
  CONNECTORS_STORE,
  KIT_CONTAINER,
  SNACKBAR,
  createAppKit,
  definePlugin,
  type AppKit,
  type CaipNetwork,
} from '../../kernel'
import { sepolia } from '../../kernel/networks'
import { balances } from '../../plugins/balances'
import { activate } from '../../plugins/balances/activate'
import { BALANCES } from '../../plugins/balances/tokens'
import { DEFAULT_PROJECT_ID, createEip1193TestWallet, startSandbox, type Sandbox } from '../testing'

const BALANCE_ROUTE = '/v1/account/:address/balance'
let sandbox: Sandbox<'api' | 'evm'>
let mainnet: CaipNetwork
let polygon: CaipNetwork
let testnet: CaipNetwork
const kits: AppKit[] = []
const adapters: Eip155Adapter[] = []

beforeAll(async () => {
  sandbox = await startSandbox({ services: ['api', 'evm'] })
  ;[mainnet, polygon] = sandbox.networks as [CaipNetwork, CaipNetwork]
  // Sepolia's ids on the chain-1 devnet: a testnet the wallet can really switch to.
  testnet = { ...sepolia, rpcUrls: { default: { http: [sandbox.urls.evm[1]] } } }
})
afterEach(() => {
  sandbox.api.faults.clear()
  for (const kit of kits.splice(0)) kit.destroy()
  for (const adapter of adapters.splice(0)) adapter.destroy()
})
afterAll(() => sandbox?.close())

/** A kit with the balances plugin on a test clock, connected to devnet account `account` on chain 1. */
async function connectedKit(account: number, networks: CaipNetwork[] = [mainnet, polygon, testnet]) {
  const clock = { now: Date.now() }
  const plugin = definePlugin({ ...balances, load: async () => ({ activate: (ctx) => activate(ctx, { now: () => clock.now }) }) })
  const key = sandbox.accounts.evm[account]!
  const rpcUrls = { ...sandbox.urls.evm, [testnet.id]: sandbox.urls.evm[1], 10: sandbox.urls.evm[1] }
  const wallet = createEip1193TestWallet({ privateKey: key.privateKey, rpcUrls, chainId: 1 })
  const adapter = eip155Adapter({ connectors: [{ id: 'airlock-test', name: 'Airlock Test Wallet', provider: wallet }], networks })
  adapters.push(adapter)
  const kit = createAppKit({ projectId: DEFAULT_PROJECT_ID, networks: networks as [CaipNetwork, ...CaipNetwork[]], endpoints: sandbox.endpoints, adapters: [adapter], plugins: [plugin] })
  kits.push(kit)
  await kit.ready()
  const c = kit[KIT_CONTAINER]
  sandbox.api.requests.clear()
  await c.resolve(CONNECTION_CONTROLLER).connect({ connector: c.resolve(CONNECTORS_STORE).getConnector('airlock-test', 'eip155')! })
  const accounts = c.resolve(ACCOUNT_STORE)
  return { kit, c, wallet, clock, address: key.address as Address, accounts, service: c.resolve(BALANCES), snackbar: c.resolve(SNACKBAR) }
}

async function devnetBalances(chainId: 1 | 137, address: Address) {
  const client = createPublicClient({ transport: http(sandbox.urls.evm[chainId]) })
  const { USDC, USDT } = sandbox.devnets.evm.chains[chainId].tokens
  const token = (t: { address: Address }) => client.readContract({ address: t.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
  const [native, usdc, usdt] = await Promise.all([client.getBalance({ address }), token(USDC), token(USDT)])
  return { native: formatEther(native), USDC: formatUnits(usdc, 6), USDT: formatUnits(usdt, 6) }
}

const balanceRequests = () => sandbox.api.requests.find(/^\/v1\/account\/[^/]+\/balance$/)

describe('balances against the sandbox', () => {
  it('BAL-01 BAL-02 BAL-03 BAL-04 the account shows the devnet’s balances: native, USDC and USDT; the decimals "0" token is left out', async () => {
    const { accounts, address } = await connectedKit(1)
    await expect.poll(() => accounts.get('eip155').tokenBalance?.length ?? 0, { timeout: 15_000 }).toBe(3)
    const expected = await devnetBalances(1, address)
    const state = accounts.get('eip155')
    expect(state).toMatchObject({ balance: expected.native, balanceSymbol: 'ETH' })
    const bySymbol = Object.fromEntries(state.tokenBalance!.map((t) => [t.symbol, t]))
    expect(Object.keys(bySymbol).sort()).toEqual(['ETH', 'USDC', 'USDT'])
    expect(bySymbol.ETH!.quantity).toEqual({ decimals: '18', numeric: expected.native })
    expect(bySymbol.USDC!.quantity).toEqual({ decimals: '6', numeric: expected.USDC })
    expect(bySymbol.USDT!.quantity).toEqual({ decimals: '6', numeric: expected.USDT })
    expect(bySymbol.USDC).toMatchObject({ name: 'USD Coin', chainId: 'eip155:1', price: 1, value: Number(expected.USDC) })
    expect(bySymbol.USDC!.address).toMatch(/^eip155:1:0x/)
    expect(bySymbol.USDC!.iconUrl).toMatch(/^data:image\/svg\+xml/)
    // Account 1 holds the spam token too: the API sends it, the kit drops it (decimals "0").
    expect(balanceRequests()).toHaveLength(1)
    expect(balanceRequests()[0]!.path).toBe(`/v1/account/${address}/balance`)
    expect(balanceRequests()[0]!.query).toMatchObject({ currency: 'usd', chainId: 'eip155:1', projectId: DEFAULT_PROJECT_ID })
    expect(balanceRequests()[0]!.query).toHaveProperty('st')
    expect(balanceRequests()[0]!.query).toHaveProperty('sv')
  })

  it('BAL-07 opening the Account view within 30 s reuses the portfolio; after 30 s it asks again', async () => {
    const { c, accounts, clock } = await connectedKit(2)
    await expect.poll(() => accounts.get('eip155').tokenBalance?.length ?? 0, { timeout: 15_000 }).toBe(3)
    const bus = c.resolve(BUS)
    const address = accounts.get('eip155').address!
    bus.emit('accountViewShown', 'eip155', address) // what the Account view does when shown (ACCV-03)
    expect(balanceRequests()).toHaveLength(1)
    clock.now += 30_000
    bus.emit('accountViewShown', 'eip155', address)
    await expect.poll(() => balanceRequests().length, { timeout: 10_000 }).toBe(2)
  })

  it('follows a network change: chain 137’s balances replace chain 1’s', async () => {
    const { kit, accounts, address } = await connectedKit(3)
    await expect.poll(() => accounts.get('eip155').balanceSymbol, { timeout: 15_000 }).toBe('ETH')
    await kit.switchNetwork(polygon)
    await expect.poll(() => accounts.get('eip155').balanceSymbol, { timeout: 15_000 }).toBe('POL')
    const expected = await devnetBalances(137, address)
    expect(accounts.get('eip155').balance).toBe(expected.native)
    expect(balanceRequests().map((r) => r.query.chainId)).toEqual(['eip155:1', 'eip155:137'])
  })

  it('BAL-09 BAL-10 an API failure shows "Token Balance Unavailable"; a retry is allowed only 30 s later', async () => {
    sandbox.api.faults.set(BALANCE_ROUTE, { status: 500 })
    const { accounts, service, snackbar, clock, address } = await connectedKit(4)
    await expect.poll(() => snackbar.getState().message, { timeout: 15_000 }).toBe('Token Balance Unavailable')
    expect(snackbar.getState()).toMatchObject({ open: true, variant: 'error' })
    // The native balance still shows, read over the chain's RPC.
    const expected = await devnetBalances(1, address)
    await expect.poll(() => accounts.get('eip155').balance, { timeout: 10_000 }).toBe(expected.native)
    expect(balanceRequests()).toHaveLength(1)

    sandbox.api.faults.clear()
    clock.now += 29_999
    await service.refresh('eip155', { force: true })
    expect(balanceRequests()).toHaveLength(1)
    clock.now += 1
    await service.refresh('eip155')
    expect(balanceRequests()).toHaveLength(2)
    expect(accounts.get('eip155').tokenBalance!.map((t) => t.symbol).sort()).toEqual(['ETH', 'USDC', 'USDT'])
  })

  it('BAL-11 a network the API does not serve shows "Token Balance Unavailable"; the native balance comes over RPC', async () => {
    // The provider's supported-chains list is unreachable: no network counts as served (API-14).
    sandbox.api.faults.set('/v1/supported-chains', { status: 503 })
    const { accounts, snackbar, address } = await connectedKit(5)
    await expect.poll(() => snackbar.getState().message, { timeout: 15_000 }).toBe('Token Balance Unavailable')
    const expected = await devnetBalances(1, address)
    await expect.poll(() => accounts.get('eip155').balance, { timeout: 10_000 }).toBe(expected.native)
    expect(accounts.get('eip155').tokenBalance).toEqual([])
    expect(balanceRequests()).toHaveLength(0)
  })

  it('BAL-05 a testnet shows 0.00 and asks the API nothing', async () => {
    const { kit, accounts } = await connectedKit(6)
    await expect.poll(() => accounts.get('eip155').balanceSymbol, { timeout: 15_000 }).toBe('ETH')
    const before = balanceRequests().length
    await kit.switchNetwork(testnet)
    await expect.poll(() => accounts.get('eip155').balance, { timeout: 10_000 }).toBe('0.00')
    expect(accounts.get('eip155').tokenBalance).toEqual([])
    expect(balanceRequests()).toHaveLength(before)
  })

  it('BAL-06 a chain the host did not configure shows 0.00', async () => {
    const { wallet, accounts, kit } = await connectedKit(7)
    await expect.poll(() => accounts.get('eip155').tokenBalance?.length ?? 0, { timeout: 15_000 }).toBe(1)
    wallet.switchChain(10)
    expect(kit.getCaipNetworkId()).toBe('eip155:10')
    await expect.poll(() => accounts.get('eip155').balance, { timeout: 10_000 }).toBe('0.00')
    expect(accounts.get('eip155').tokenBalance).toEqual([])
  })
})
