// The activity plugin in a headless kit against the sandbox: the real provider-API server (its
// history route indexes the EVM devnets), real devnets, the eip155 chain plugin and the EIP-1193
// test wallet signing with a devnet key, and the real send plugin for "live after a send".
// Nothing is mocked; the plugin's pending poll runs every 100 ms instead of 2 s to keep it quick.
import { createPublicClient, encodeFunctionData, erc20Abi, http, type Address, type Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { eip155Adapter, type Eip155Adapter } from '../../chains/eip155'
import {
  ACCOUNT_STORE,
  BLOCKCHAIN_API,
  CONNECTION_CONTROLLER,
  CONNECTORS_STORE,
  KIT_CONTAINER,
  PLUGIN_HOST,
  SNACKBAR,
  createAppKit,
  definePlugin,
  type AppKit,
  type CaipNetwork,
  type KitEvent,
  type PluginManifest,
  type TokenBalance,
} from '../../kernel'
import { activity } from '../../plugins/activity'
import { activate } from '../../plugins/activity/activate'
import { ACTIVITY_PENDING } from '../../plugins/activity/contract'
import { PENDING_TRANSACTIONS_LIMIT, visibleTransactions } from '../../plugins/activity/createActivityService'
import { isActivityNamespace } from '../../plugins/activity/activityNamespaces'
import { isSpamTransaction } from '../../plugins/activity/filterTransactions'
import { createHistoryClient } from '../../plugins/activity/createHistoryClient'
import { accountTabsFor } from '../../ui-shell/views/account/accountTabs'
import { ACTIVITY } from '../../plugins/activity/tokens'
import { SEND_SERVICE, SEND_STORE, send } from '../../plugins/send'
import { DevnetTransactionError, sendDevnetTransaction } from '../evm/sendDevnetTransaction'
import { DEFAULT_PROJECT_ID, createEip1193TestWallet, startSandbox, type Sandbox } from '../testing'

const HISTORY_ROUTE = '/v1/account/:address/history'
let sandbox: Sandbox<'api' | 'evm'>
let mainnet: CaipNetwork
let polygon: CaipNetwork
const kits: AppKit[] = []
const adapters: Eip155Adapter[] = []

beforeAll(async () => {
  sandbox = await startSandbox({ services: ['api', 'evm'] })
  ;[mainnet, polygon] = sandbox.networks as [CaipNetwork, CaipNetwork]
})
afterEach(() => {
  sandbox.api.faults.clear()
  for (const kit of kits.splice(0)) kit.destroy()
  for (const adapter of adapters.splice(0)) adapter.destroy()
})
afterAll(() => sandbox?.close())

const quickActivity = definePlugin({ ...activity, load: async () => ({ activate: (ctx) => activate(ctx, { pollIntervalMs: 100 }) }) })

/** A kit with the activity plugin (and others), connected to devnet account `account` on chain 1. */
async function connectedKit(account: number, plugins: PluginManifest[] = [quickActivity], options: { basic?: boolean; onKit?: (kit: AppKit) => void } = {}) {
  const { onKit, ...kitOptions } = options
  const key = sandbox.accounts.evm[account]!
  const wallet = createEip1193TestWallet({ privateKey: key.privateKey, rpcUrls: sandbox.urls.evm, chainId: 1 })
  const adapter = eip155Adapter({ connectors: [{ id: 'airlock-test', name: 'Airlock Test Wallet', provider: wallet }], networks: [mainnet, polygon] })
  adapters.push(adapter)
  const kit = createAppKit({ projectId: DEFAULT_PROJECT_ID, networks: [mainnet, polygon], endpoints: sandbox.endpoints, adapters: [adapter], plugins, ...kitOptions })
  kits.push(kit)
  onKit?.(kit)
  await kit.ready()
  const c = kit[KIT_CONTAINER]
  sandbox.api.requests.clear()
  await c.resolve(CONNECTION_CONTROLLER).connect({ connector: c.resolve(CONNECTORS_STORE).getConnector('airlock-test', 'eip155')! })
  return { kit, c, address: key.address as Address }
}

/** Every history entry of the route for an address and chain, page by page (the ground truth). */
async function routeHistory(address: string, chainId: string) {
  const pages: { ids: string[]; next: string | null }[] = []
  const all: any[] = []
  let cursor: string | undefined
  do {
    const url = new URL(`/v1/account/${address}/history`, sandbox.api.url)
    url.search = new URLSearchParams({ chainId, projectId: DEFAULT_PROJECT_ID, ...(cursor ? { cursor } : {}) }).toString()
    const body = (await (await fetch(url)).json()) as { data: any[]; next: string | null }
    pages.push({ ids: body.data.map((t: any) => t.id), next: body.next })
    all.push(...body.data)
    cursor = body.next ?? undefined
  } while (cursor)
  return { pages, all }
}

/** The ids of the route's first `pages` pages the list shows: all but spam-only entries (ACT-06). */
const shownIds = (truth: Awaited<ReturnType<typeof routeHistory>>, pages: number) =>
  truth.pages.slice(0, pages).flatMap((p) => p.ids).filter((id) => !isSpamTransaction(truth.all.find((t) => t.id === id)))

const historyRequests = () => sandbox.api.requests.find(/^\/v1\/account\/[^/]+\/history$/)
const serviceOf = (c: AppKit[typeof KIT_CONTAINER]) => c.resolve(ACTIVITY)
const readyState = async (c: AppKit[typeof KIT_CONTAINER]) => {
  await expect.poll(() => serviceOf(c).state.getState().status, { timeout: 15_000 }).toBe('ready')
  return serviceOf(c).state.getState()
}

describe('activity against the sandbox', () => {
  it('ACT-01 ACT-03 ACT-05 ACT-06 the connected account’s first page: GET history with chainId, read data and next, the spam transfer absent', async () => {
    const { c, address } = await connectedKit(0)
    const state = await readyState(c)
    const [request] = historyRequests()
    expect(request!.path).toBe(`/v1/account/${address}/history`)
    expect(request!.query).toMatchObject({ chainId: 'eip155:1', projectId: DEFAULT_PROJECT_ID })
    expect(request!.query.cursor).toBeUndefined()
    const truth = await routeHistory(address, 'eip155:1')
    expect(state.next).toBe(truth.pages[0]!.next)
    // The first page, less its spam-only entries, newest first; every row has id, metadata and transfers.
    const firstPage = truth.all.filter((t) => truth.pages[0]!.ids.includes(t.id))
    expect(state.transactions.map((t) => t.id)).toEqual(firstPage.filter((t) => !isSpamTransaction(t)).map((t) => t.id))
    // The on-ramp flow's variant of the call carries `onramp` as well (ACT-03).
    await createHistoryClient(c.resolve(BLOCKCHAIN_API)).fetchPage({ address, caipNetworkId: 'eip155:1', onramp: 'coinbase' })
    expect(historyRequests().at(-1)!.query).toMatchObject({ chainId: 'eip155:1', onramp: 'coinbase' })
    for (const t of state.transactions) expect(t).toMatchObject({ id: expect.any(String), metadata: { minedAt: expect.any(String), chain: 'eip155:1' }, transfers: expect.any(Array) })
    // Walk every page: the seeded spam airdrop is in the route's answer but never in the list.
    while (serviceOf(c).state.getState().next) {
      await serviceOf(c).loadMore()
    }
    const spamIds = truth.all.filter(isSpamTransaction).map((t) => t.id)
    expect(spamIds).toHaveLength(1)
    expect(serviceOf(c).state.getState().transactions.map((t) => t.id)).not.toContain(spamIds[0])
    expect(serviceOf(c).state.getState().transactions).toHaveLength(truth.all.length - 1)
  })

  it('ACT-04 ACT-07 BYD-19 after a switch to 137 the list restarts at page 1 with only 137’s rows; three pages in a row are distinct and complete', async () => {
    const { kit, c, address } = await connectedKit(0)
    // Enough of account 0's history on chain 137 for three pages (ten a page).
    const chain = sandbox.devnets.evm.chains[137]
    const from = sandbox.accounts.evm[3]!.address
    for (let i = 0; i < 12; i++) await chain.transfer({ from, to: address, token: 'native', amount: '0.01' })
    await readyState(c)
    const truth = await routeHistory(address, 'eip155:137')
    expect(truth.pages.length).toBeGreaterThanOrEqual(3)
    sandbox.api.requests.clear()

    await kit.switchNetwork(polygon)
    await expect.poll(() => serviceOf(c).state.getState().account?.caipNetworkId, { timeout: 15_000 }).toBe('eip155:137')
    const first = await readyState(c)
    expect(historyRequests().map((r) => [r.query.chainId, r.query.cursor])).toEqual([['eip155:137', undefined]])
    expect(first.transactions.every((t) => t.metadata.chain === 'eip155:137')).toBe(true)

    await serviceOf(c).loadMore()
    await serviceOf(c).loadMore()
    // Each "load more" asked with the previous page's next value as its cursor (ACT-04).
    expect(historyRequests().map((r) => r.query.cursor)).toEqual([undefined, truth.pages[0]!.next, truth.pages[1]!.next])
    const ids = serviceOf(c).state.getState().transactions.map((t) => t.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toEqual(shownIds(truth, 3))
    expect(serviceOf(c).state.getState().next).toBe(truth.pages[2]!.next)
    // The Account view shown again (a forced refresh) keeps the three pages and where paging was.
    await serviceOf(c).refresh({ force: true })
    expect(serviceOf(c).state.getState().transactions.map((t) => t.id)).toEqual(shownIds(truth, 3))
    expect(serviceOf(c).state.getState().next).toBe(truth.pages[2]!.next)

    // Back to chain 1 and to 137 again: page 1 comes from the cache keyed by address, chain and
    // cursor, and "load more" still returns page 2, never page 1 again (AppKit's bug).
    await kit.switchNetwork(mainnet)
    await readyState(c)
    await kit.switchNetwork(polygon)
    await expect.poll(() => serviceOf(c).state.getState().account?.caipNetworkId).toBe('eip155:137')
    await readyState(c)
    await serviceOf(c).loadMore()
    expect(serviceOf(c).state.getState().transactions.map((t) => t.id)).toEqual(shownIds(truth, 2))

    // More new transactions than a page holds: keeping the old rows would leave a gap, so the list starts over.
    for (let i = 0; i < 11; i++) await chain.transfer({ from, to: address, token: 'native', amount: '0.01' })
    await serviceOf(c).refresh({ force: true })
    const after = await routeHistory(address, 'eip155:137')
    expect(serviceOf(c).state.getState().transactions.map((t) => t.id)).toEqual(shownIds(after, 1))
    expect(serviceOf(c).state.getState().next).toBe(after.pages[0]!.next)
  })

  it('ACT-08 ACT-09 ACT-10 TEL-04 the history route fails: the snack, the list marked empty, ERROR_FETCH_TRANSACTIONS tracked', async () => {
    // Node has no page, so the kit's telemetry sends nothing here; the browser test checks the
    // sandbox's analytics sink. Hosts see the event through subscribeEvents, checked here.
    sandbox.api.faults.set(HISTORY_ROUTE, { status: 500 })
    const events: KitEvent[] = []
    const { c, address } = await connectedKit(1, [quickActivity], { onKit: (k) => k.subscribeEvents((e) => void events.push(e)) })
    const state = await readyState(c)
    expect(state).toMatchObject({ transactions: [], empty: true, next: null })
    expect(c.resolve(SNACKBAR).getState()).toMatchObject({ open: true, variant: 'error', message: 'Failed to fetch transactions' })
    const tracked = events.find((e) => e.data.event === 'ERROR_FETCH_TRANSACTIONS')
    expect(tracked?.data).toMatchObject({ type: 'track', properties: { address, projectId: DEFAULT_PROJECT_ID } })

    // The route heals: the next visit to the Account view fetches again and the rows come.
    sandbox.api.faults.clear()
    await serviceOf(c).refresh({ force: true })
    expect(serviceOf(c).state.getState().transactions.length).toBeGreaterThan(0)
    expect(serviceOf(c).state.getState().empty).toBe(false)
  })

  it('a send from the send plugin adds a pending row at once, which turns confirmed when the devnet has it, without a reload', async () => {
    const { c, address } = await connectedKit(2, [quickActivity, send])
    await readyState(c)
    const { balances } = await c.resolve(BLOCKCHAIN_API).get<{ balances: TokenBalance[] }>(`/v1/account/${address}/balance`, { params: { currency: 'usd', chainId: 'eip155:1' } })
    c.resolve(ACCOUNT_STORE).patch('eip155', { tokenBalance: balances })
    const store = c.resolve(SEND_STORE)
    store.setToken(balances.find((b) => b.symbol === 'ETH'))
    store.setTokenAmount('0.01')
    store.setReceiver({ address: sandbox.accounts.evm[4]!.address })

    const hash = await c.resolve(SEND_SERVICE).send()
    const pendingRow = visibleTransactions(serviceOf(c).state.getState())[0]!
    expect(pendingRow).toMatchObject({ id: hash, metadata: { status: 'pending', chain: 'eip155:1', operationType: 'send' } })
    expect(pendingRow.transfers[0]).toMatchObject({ direction: 'out', quantity: { numeric: '0.01' }, fungible_info: { symbol: 'ETH' } })

    const chain1 = createPublicClient({ transport: http(sandbox.urls.evm[1]) })
    expect((await chain1.waitForTransactionReceipt({ hash: hash as Hex })).status).toBe('success')
    await expect
      .poll(() => visibleTransactions(serviceOf(c).state.getState()).find((t) => t.id === hash)?.metadata.status, { timeout: 15_000 })
      .toBe('confirmed')
    expect(serviceOf(c).state.getState().pending).toEqual([])
    expect(visibleTransactions(serviceOf(c).state.getState())[0]!.id).toBe(hash)
  })

  it('a pending transaction that reverted on the devnet turns failed (a flow using ACTIVITY_PENDING, as swap and on-ramp will)', async () => {
    const { c, address } = await connectedKit(3)
    await readyState(c)
    const chain = sandbox.devnets.evm.chains[1]
    // A USDC transfer of far more than the account holds, with a fixed gas limit so it is mined and reverts.
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [sandbox.accounts.evm[4]!.address as Address, 10n ** 30n] })
    const hash = await sendDevnetTransaction(chain.provider, { from: address, to: chain.tokens.USDC.address, data, gas: 200_000n }).then(
      () => undefined,
      (error: DevnetTransactionError) => error.hash,
    )
    expect(hash).toMatch(/^0x/)
    c.resolve(ACTIVITY_PENDING).addPending({ hash: hash!, caipNetworkId: 'eip155:1', from: address, to: chain.tokens.USDC.address, token: { symbol: 'USDC', amount: '1' } })
    expect(visibleTransactions(serviceOf(c).state.getState())[0]).toMatchObject({ id: hash, metadata: { status: 'pending' } })
    await expect
      .poll(() => visibleTransactions(serviceOf(c).state.getState()).find((t) => t.id === hash)?.metadata.status, { timeout: 15_000 })
      .toBe('failed')
    expect(serviceOf(c).state.getState().pending).toEqual([])
  })

  it('ACT-14 at most 99 pending transactions: the oldest go first', async () => {
    const { c, address } = await connectedKit(3)
    await readyState(c)
    const pending = c.resolve(ACTIVITY_PENDING)
    const hashes = Array.from({ length: 120 }, (_, i) => `0x${(i + 1).toString(16).padStart(64, '0')}`)
    for (const hash of hashes) pending.addPending({ hash, caipNetworkId: 'eip155:1', from: address, token: { symbol: 'ETH', amount: '1' } })
    const rows = serviceOf(c).state.getState().pending
    expect(PENDING_TRANSACTIONS_LIMIT).toBe(99)
    expect(rows).toHaveLength(99)
    expect(rows[0]!.id).toBe(hashes.at(-1))
    expect(rows.map((r) => r.id)).not.toContain(hashes[20])
  })

  it('ACT-02 with the activity flag off nothing of the plugin loads', async () => {
    const { c } = await connectedKit(0, [activity], { basic: true })
    const registry = c.resolve(PLUGIN_HOST).registry.getState()
    expect(registry.active).not.toContain('activity')
    expect(registry.views.Transactions).toBeUndefined()
    expect(c.isRegistered(ACTIVITY)).toBe(false)
    expect(historyRequests()).toEqual([])
  })

  it('ACT-12 the Activity tab is the plugin’s on eip155 only: another namespace has none and its account is never asked about', async () => {
    const { c } = await connectedKit(0)
    await readyState(c)
    const tabs = c.resolve(PLUGIN_HOST).registry.getState().accountTabs
    expect(accountTabsFor(tabs, 'eip155').find((t) => t.id === 'activity')?.view).toBeDefined()
    expect(accountTabsFor(tabs, 'solana').find((t) => t.id === 'activity')).toBeUndefined()
    expect(accountTabsFor(tabs, 'bip122').find((t) => t.id === 'activity')).toBeUndefined()
    expect(isActivityNamespace('solana')).toBe(false)
    expect(isActivityNamespace('eip155')).toBe(true)
  })
})
