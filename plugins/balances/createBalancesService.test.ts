// The balances logic over a real headless kit's stores and snackbar. The blockchain API is a
// remote, so here it is an in-test stand-in that counts requests; the real client against the
// sandbox server is sandbox/integration/balances.test.ts. Date is faked for the 30 s rules.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ACCOUNT_STORE,
  KIT_CONTAINER,
  NETWORKS_STORE,
  SNACKBAR,
  createAppKit,
  loadService,
  type AppKit,
  type BlockchainApiClient,
  type CaipNetwork,
  type ChainAdapter,
  type ChainNamespace,
  type TokenBalance,
} from '../../kernel'
import { bitcoin, mainnet, optimism, polygon, sepolia, solana, tronMainnet } from '../../kernel/networks'
import { createBalancesService, ZERO_BALANCE } from './createBalancesService'

const EVM = '0x1111111111111111111111111111111111111111'
const SOL = '7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs'

const entry = (symbol: string, decimals: string, numeric: string, address?: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  ...(address ? { address } : {}),
  value: Number(numeric),
  price: 1,
  quantity: { decimals, numeric },
  iconUrl: `data:image/svg+xml,${symbol}`,
})
const ETH = entry('ETH', '18', '1000')
const USDC = entry('USDC', '6', '10000', `eip155:1:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35`)
const CLAIM = entry('CLAIM', '0', '1000', `eip155:1:0x8ce361602B935680E8DeC218b820ff5056BeB7af`)

/** Stands in for the remote blockchain API: a supported-chains list and a scripted balance answer. */
function fakeApi(supported: string[] = [mainnet.caipNetworkId, polygon.caipNetworkId, solana.caipNetworkId]) {
  const requests: { path: string; params: Record<string, unknown> }[] = []
  let answer: () => unknown = () => ({ balances: [ETH, USDC, CLAIM] })
  const api: Pick<BlockchainApiClient, 'get' | 'whenSupported'> = {
    async get<T>(path: string, options?: { params?: Record<string, unknown> }) {
      requests.push({ path, params: { ...options?.params } })
      return answer() as T
    },
    async whenSupported(id, call, empty) {
      if (id && supported.includes(id)) return call()
      return typeof empty === 'function' ? (empty as () => never)() : empty
    },
  }
  return { api, requests, answer: (next: () => unknown) => void (answer = next) }
}

/** A chain plugin's balance read (the real ones are chains/eip155 and chains/solana). */
const fakeAdapter = (namespace: ChainNamespace, balance = '42.5') => {
  const getBalance = vi.fn(async ({ network }: { address: string; network: CaipNetwork }) => ({ balance, symbol: network.nativeCurrency.symbol }))
  return { namespace, isAddress: () => true, connect: vi.fn(), disconnect: vi.fn(), switchNetwork: vi.fn(), getBalance } as unknown as ChainAdapter & { getBalance: typeof getBalance }
}

const kits: AppKit[] = []
async function harness(opts: { supported?: string[]; networks?: CaipNetwork[] } = {}) {
  const kit = createAppKit({
    projectId: 'test',
    networks: (opts.networks ?? [mainnet, polygon, optimism, sepolia, solana, bitcoin]) as never,
    basic: true,
    features: { analytics: false },
  })
  kits.push(kit)
  const c = kit[KIT_CONTAINER]
  const accounts = c.resolve(ACCOUNT_STORE)
  const networks = c.resolve(NETWORKS_STORE)
  const snackbar = c.resolve(SNACKBAR)
  // The snack's code loads with the kit's startup; a plugin's service runs after it.
  await loadService(snackbar)
  const remote = fakeApi(opts.supported)
  const adapters = new Map<ChainNamespace, ReturnType<typeof fakeAdapter>>()
  const service = createBalancesService({ api: remote.api, chains: { find: (ns) => adapters.get(ns) }, accounts, networks, snackbar })
  const on = (network: CaipNetwork, address = network.chainNamespace === 'solana' ? SOL : EVM) => {
    networks.setActiveNetwork(network)
    accounts.patch(network.chainNamespace, { address })
  }
  const adapter = (ns: ChainNamespace, balance?: string) => {
    const a = fakeAdapter(ns, balance)
    adapters.set(ns, a)
    return a
  }
  return { ...remote, service, accounts, networks, snackbar, on, adapter }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => {
  vi.useRealTimers()
  for (const kit of kits.splice(0)) kit.destroy()
})

describe('createBalancesService', () => {
  it('BAL-02 asks GET /v1/account/{address}/balance with currency=usd, chainId and forceUpdate, and reads balances', async () => {
    const h = await harness()
    h.on(mainnet)
    await h.service.refresh('eip155', { forceUpdate: USDC.address })
    expect(h.requests).toEqual([
      { path: `/v1/account/${EVM}/balance`, params: { currency: 'usd', chainId: 'eip155:1', forceUpdate: USDC.address } },
    ])
    expect(h.accounts.get('eip155').tokenBalance).toEqual([ETH, USDC])
  })

  it('BAL-01 BAL-03 writes balance, balanceSymbol and the token rows into the account store', async () => {
    const h = await harness()
    h.on(mainnet)
    await h.service.refresh('eip155')
    expect(h.accounts.get('eip155')).toMatchObject({ balance: '1000', balanceSymbol: 'ETH' })
    const [first] = h.accounts.get('eip155').tokenBalance!
    expect(Object.keys(first!).sort()).toEqual(['chainId', 'iconUrl', 'name', 'price', 'quantity', 'symbol', 'value'])
  })

  it('BAL-04 leaves out the token whose quantity.decimals is "0"', async () => {
    const h = await harness()
    h.on(mainnet)
    await h.service.refresh('eip155')
    expect(h.accounts.get('eip155').tokenBalance!.map((t) => t.symbol)).toEqual(['ETH', 'USDC'])
  })

  it('BAL-05 shows 0.00 on a testnet without asking the API or the chain', async () => {
    const h = await harness()
    const adapter = h.adapter('eip155')
    h.on(sepolia)
    await h.service.refresh('eip155')
    expect(h.accounts.get('eip155')).toMatchObject({ balance: ZERO_BALANCE, balanceSymbol: 'ETH', tokenBalance: [] })
    expect(ZERO_BALANCE).toBe('0.00')
    expect(h.requests).toHaveLength(0)
    expect(adapter.getBalance).not.toHaveBeenCalled()
  })

  it('BAL-06 shows 0.00 on a network the kit marked unsupported', async () => {
    const h = await harness({ networks: [mainnet, polygon] })
    h.on(optimism) // not among the host's networks: the kit flags it unsupported
    expect(h.networks.getState().isUnsupported.eip155).toBe(true)
    await h.service.refresh('eip155')
    expect(h.accounts.get('eip155')).toMatchObject({ balance: '0.00', balanceSymbol: 'ETH', tokenBalance: [] })
    expect(h.requests).toHaveLength(0)
  })

  it('BAL-12 asks the API on eip155 and solana only; another family shows its adapter\'s getBalance, or 0.00 without one', async () => {
    const h = await harness()
    h.on(solana)
    h.answer(() => ({ balances: [{ ...ETH, name: 'Solana', symbol: 'SOL', chainId: solana.caipNetworkId, quantity: { decimals: '9', numeric: '12.5' } }] }))
    await h.service.refresh('solana')
    expect(h.accounts.get('solana')).toMatchObject({ balance: '12.5', balanceSymbol: 'SOL' })
    expect(h.requests[0]).toMatchObject({ path: `/v1/account/${SOL}/balance`, params: { chainId: solana.caipNetworkId } })

    // A family the API does not serve: its chain plugin reads the balance (issue 34: a new
    // family's getBalance was never called), the API is not asked.
    const btc = h.adapter('bip122', '3')
    h.on(bitcoin, 'bc1qtest')
    await h.service.refresh('bip122')
    expect(h.accounts.get('bip122')).toMatchObject({ balance: '3', balanceSymbol: 'BTC', tokenBalance: [] })
    expect(btc.getBalance).toHaveBeenCalledWith({ address: 'bc1qtest', network: bitcoin })
    expect(h.requests).toHaveLength(1)

    // An adapter without getBalance (a WalletConnect-only stand-in) shows 0.00.
    const h2 = await harness()
    h2.on(bitcoin, 'bc1qtest')
    await h2.service.refresh('bip122')
    expect(h2.accounts.get('bip122')).toMatchObject({ balance: '0.00', balanceSymbol: 'BTC', tokenBalance: [] })
    expect(h2.requests).toHaveLength(0)
  })

  it("reads a family's balances from its chain plugin when it reads its own tokens (tron), checked like the API's", async () => {
    const h = await harness({ networks: [mainnet, tronMainnet] })
    const tron = h.adapter('tron', '998.5') as ReturnType<typeof fakeAdapter> & { getTokenBalances?: unknown }
    const usdt = { ...entry('USDT', '6', '500'), chainId: tronMainnet.caipNetworkId, address: `${tronMainnet.caipNetworkId}:TJtXA3j2TmZYYLxVjn1s9sftmSNnWHxhGc` }
    tron.getTokenBalances = vi.fn(async () => [usdt, { ...usdt, symbol: 'BAD', quantity: { decimals: '300', numeric: '1' } }])
    h.on(tronMainnet, 'TXMnEj7N25RGRB7MAUoXkdnmvTuM8qkZMc')
    await h.service.refresh('tron')
    expect(h.accounts.get('tron')).toMatchObject({ balance: '998.5', balanceSymbol: 'TRX' })
    expect(h.accounts.get('tron').tokenBalance!.map((t) => t.symbol)).toEqual(['USDT'])
    expect(h.requests).toHaveLength(0)
    expect(await h.service.fetchTokenBalances('TXMnEj7N25RGRB7MAUoXkdnmvTuM8qkZMc', tronMainnet)).toEqual([usdt])
  })

  it('BAL-07 caches the portfolio for 30 s per address and network', async () => {
    const h = await harness()
    h.on(mainnet)
    await h.service.refresh('eip155')
    vi.advanceTimersByTime(29_999)
    await h.service.refresh('eip155')
    expect(h.requests).toHaveLength(1)
    h.on(polygon)
    await h.service.refresh('eip155')
    expect(h.requests.map((r) => r.params.chainId)).toEqual(['eip155:1', 'eip155:137'])
    h.on(mainnet)
    vi.advanceTimersByTime(1)
    await h.service.refresh('eip155')
    expect(h.requests).toHaveLength(3)
    await h.service.refresh('eip155', { force: true })
    expect(h.requests).toHaveLength(4)
  })

  it('BAL-08 reads the native balance through the chain plugin where the API does not serve the network, cached 30 s', async () => {
    const h = await harness({ supported: [polygon.caipNetworkId] })
    const adapter = h.adapter('eip155', '7.25')
    h.on(mainnet)
    await h.service.refresh('eip155')
    expect(h.accounts.get('eip155')).toMatchObject({ balance: '7.25', balanceSymbol: 'ETH' })
    expect(adapter.getBalance).toHaveBeenCalledTimes(1)
    expect(adapter.getBalance.mock.calls[0]![0]).toMatchObject({ address: EVM, network: { caipNetworkId: 'eip155:1' } })
    vi.advanceTimersByTime(29_999)
    await h.service.refresh('eip155')
    expect(adapter.getBalance).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    await h.service.refresh('eip155')
    expect(adapter.getBalance).toHaveBeenCalledTimes(2)
    expect(h.requests).toHaveLength(0)
  })

  it('BAL-09 BAL-10 a failed fetch shows "Token Balance Unavailable" and is retried only 30 s later', async () => {
    const h = await harness()
    h.adapter('eip155', '5')
    h.on(mainnet)
    h.answer(() => {
      throw new Error('HTTP status code: 500')
    })
    await h.service.refresh('eip155')
    expect(h.snackbar.getState()).toMatchObject({ open: true, variant: 'error', message: 'Token Balance Unavailable' })
    // The account still shows a balance: the chain plugin's read stands in.
    expect(h.accounts.get('eip155')).toMatchObject({ balance: '5', balanceSymbol: 'ETH', tokenBalance: [] })
    h.answer(() => ({ balances: [ETH, USDC] }))
    vi.advanceTimersByTime(29_999)
    await h.service.refresh('eip155', { force: true })
    expect(h.requests).toHaveLength(1)
    vi.advanceTimersByTime(1)
    await h.service.refresh('eip155')
    expect(h.requests).toHaveLength(2)
    expect(h.accounts.get('eip155').tokenBalance!.map((t) => t.symbol)).toEqual(['ETH', 'USDC'])
  })

  it('BAL-11 a network off the provider’s supported list shows "Token Balance Unavailable" and asks nothing', async () => {
    const h = await harness({ supported: [] })
    h.adapter('eip155', '1.5')
    h.on(mainnet)
    await h.service.refresh('eip155')
    expect(h.snackbar.getState()).toMatchObject({ open: true, variant: 'error', message: 'Token Balance Unavailable' })
    expect(h.requests).toHaveLength(0)
    expect(h.accounts.get('eip155')).toMatchObject({ balance: '1.5', balanceSymbol: 'ETH' })
  })

  it('drops a late answer for an address that is no longer connected', async () => {
    const h = await harness()
    h.on(mainnet)
    let release!: () => void
    h.answer(() => new Promise((resolve) => (release = () => resolve({ balances: [ETH] }))))
    const pending = h.service.refresh('eip155')
    expect(h.service.state.getState().loading.eip155).toBe(true)
    await vi.waitFor(() => expect(release).toBeTypeOf('function'))
    h.accounts.patch('eip155', { address: '0x2222222222222222222222222222222222222222' })
    release()
    await pending
    expect(h.accounts.get('eip155').balance).toBeUndefined()
    expect(h.service.state.getState().loading.eip155).toBe(false)
  })

  it('shares one run between concurrent refreshes of the same account', async () => {
    const h = await harness()
    h.on(mainnet)
    await Promise.all([h.service.refresh('eip155'), h.service.refresh('eip155')])
    expect(h.requests).toHaveLength(1)
  })
})
