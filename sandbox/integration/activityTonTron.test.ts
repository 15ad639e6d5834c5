// The activity plugin on TON and TRON (issue 33): a headless kit whose chain plugins read their
// own history (`getActivity`) from the TON sandbox (the @ton/sandbox emulator behind its
// toncenter API) and the TRON stand-in (TronGrid's listings), with the test wallets signing for
// real and the real send plugin. Nothing of ours is mocked; the hostile node is a real HTTP
// server whose answers are the attack. The pending poll runs every 100 ms to keep it quick.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { tonAdapter } from '../../chains/ton'
import { tronAdapter } from '../../chains/tron'
import { CONNECTION_CONTROLLER, CONNECTORS_STORE, KIT_CONTAINER, PLUGIN_HOST, SNACKBAR, createAppKit, definePlugin, type AppKit, type CaipNetwork, type ChainAdapter, type TokenBalance } from '../../kernel'
import { ton } from '../../kernel/networks'
import { activity } from '../../plugins/activity'
import { activate } from '../../plugins/activity/activate'
import { visibleTransactions } from '../../plugins/activity/createActivityService'
import { ACTIVITY } from '../../plugins/activity/tokens'
import { SEND_SERVICE, SEND_STORE, send } from '../../plugins/send'
import { accountTabsFor } from '../../ui-shell/views/account/accountTabs'
import { startTonNetwork, tonSandboxAccount, type TonNetwork } from '../ton'
import { DEFAULT_PROJECT_ID, startSandbox, type Sandbox } from '../testing'
import { createTonTestWallet, injectTonTestWallet, TON_TEST_WALLET_KEY } from '../wallets/browser/tonTestWallet'
import { createTronTestWallet } from '../wallets/browser/createTronTestWallet'

let sandbox: Sandbox<'api' | 'tron'>
let tonNet: TonNetwork
let tonLocal: CaipNetwork
let tron: CaipNetwork
const kits: AppKit[] = []

beforeAll(async () => {
  ;[sandbox, tonNet] = await Promise.all([startSandbox({ services: ['api', 'tron'] }), startTonNetwork()])
  tonLocal = { ...ton, rpcUrls: { default: { http: [tonNet.rpcUrl] } } }
  tron = sandbox.networks.find((n) => n.caipNetworkId.startsWith('tron:'))!
}, 120_000)
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
})
afterAll(async () => {
  await tonNet?.close()
  await sandbox?.close()
})

const quickActivity = definePlugin({ ...activity, load: async () => ({ activate: (ctx) => activate(ctx, { pollIntervalMs: 100 }) }) })

async function connectedKit(adapter: ChainAdapter, network: CaipNetwork, connectorId: string) {
  const kit = createAppKit({ projectId: DEFAULT_PROJECT_ID, networks: [network], endpoints: sandbox.endpoints, adapters: [adapter], plugins: [quickActivity, send] })
  kits.push(kit)
  await kit.ready()
  const c = kit[KIT_CONTAINER]
  await c.resolve(CONNECTION_CONTROLLER).connect({ connector: c.resolve(CONNECTORS_STORE).getConnector(connectorId, adapter.namespace)! })
  return c
}

function tonKit(network = tonLocal, seed?: string, strip = false) {
  const wallet = createTonTestWallet({ rpcUrl: tonNet.rpcUrl, ...(seed ? { seed } : {}), domain: () => 'demo.airlock.test' })
  const page: Record<string, unknown> = {}
  injectTonTestWallet(wallet, page)
  const adapter = tonAdapter({ getWindow: () => page })
  // A TON plugin without the optional member: what a third party's older plugin looks like.
  if (strip) delete (adapter as Partial<ChainAdapter>).getActivity
  return { wallet, c: connectedKit(adapter, network, TON_TEST_WALLET_KEY) }
}

const stateOf = (c: AppKit[typeof KIT_CONTAINER]) => c.resolve(ACTIVITY).state.getState()
const ready = async (c: AppKit[typeof KIT_CONTAINER]) => {
  await expect.poll(() => stateOf(c).status, { timeout: 15_000 }).toBe('ready')
  return stateOf(c)
}

/** Sends `amount` of the native coin through the send plugin, as the Send view does. */
async function sendCoin(c: AppKit[typeof KIT_CONTAINER], network: CaipNetwork, amount: string, receiver: string) {
  const { symbol, decimals, name } = network.nativeCurrency
  const coin: TokenBalance = { name, symbol, chainId: network.caipNetworkId, price: 0, quantity: { decimals: String(decimals), numeric: '900' }, iconUrl: '' }
  const store = c.resolve(SEND_STORE)
  store.setToken(coin)
  store.setTokenAmount(amount)
  store.setReceiver({ address: receiver })
  return c.resolve(SEND_SERVICE).send()
}

describe('activity on TON and TRON (a BYD extension beside ACT-12)', () => {
  it('the Activity tab and button are offered on ton and tron because their chain plugins read history; not on a namespace whose plugin does not', async () => {
    const { c } = tonKit()
    const host = (await c).resolve(PLUGIN_HOST).registry
    await expect.poll(() => accountTabsFor(host.getState().accountTabs, 'ton').some((t) => t.id === 'activity')).toBe(true)
    expect(accountTabsFor(host.getState().accountTabs, 'eip155').some((t) => t.id === 'activity')).toBe(true)
    expect(accountTabsFor(host.getState().accountTabs, 'solana').some((t) => t.id === 'activity')).toBe(false)
    expect(host.getState().slots.accountHeader.find((e) => e.id === 'activity')?.namespaces).toEqual(['eip155', 'ton'])

    const stripped = await tonKit(tonLocal, tonSandboxAccount(2).seed, true).c
    const tabs = stripped.resolve(PLUGIN_HOST).registry.getState().accountTabs
    expect(accountTabsFor(tabs, 'ton').some((t) => t.id === 'activity')).toBe(false)
    // Connected on ton with no history source: the list stays idle, nothing is fetched.
    expect(stateOf(stripped)).toMatchObject({ status: 'idle', transactions: [] })
    expect(stateOf(stripped).account).toBeUndefined()
  })

  it('TON: a send through the send plugin shows pending at once, then the history row: out, the amount, the receiver, confirmed', async () => {
    const { wallet, c: kit } = tonKit(tonLocal, tonSandboxAccount(1).seed)
    const c = await kit
    await ready(c)
    const receiver = tonSandboxAccount(2).address
    const hash = await sendCoin(c, tonLocal, '0.75', receiver)
    const pendingRow = visibleTransactions(stateOf(c))[0]!
    expect(pendingRow).toMatchObject({ id: hash, metadata: { status: 'pending', chain: 'ton:-239' }, transfers: [{ direction: 'out', quantity: { numeric: '0.75' } }] })
    await expect.poll(() => visibleTransactions(stateOf(c)).find((t) => t.id === hash)?.metadata.status, { timeout: 15_000 }).toBe('confirmed')
    const row = visibleTransactions(stateOf(c)).find((t) => t.id === hash)!
    expect(row).toMatchObject({ metadata: { operationType: 'send', sentFrom: wallet.address, sentTo: receiver, chain: 'ton:-239' }, transfers: [{ direction: 'out', quantity: { numeric: '0.75' }, fungible_info: { symbol: 'TON' } }] })
    expect(stateOf(c).pending).toEqual([])
  })

  it('TRON: a TRX send shows pending, then confirmed from the TronGrid listing; the receiver sees it incoming', async () => {
    const [from, to] = sandbox.accounts.tron
    const wallet = createTronTestWallet({ privateKey: from!.privateKey, nodeUrl: sandbox.urls.tron })
    const c = await connectedKit(tronAdapter({ getTronLink: () => wallet.tronLink }), tron, 'tronLink')
    await ready(c)
    const hash = await sendCoin(c, tron, '2.5', to!.address)
    expect(visibleTransactions(stateOf(c))[0]).toMatchObject({ id: hash, metadata: { status: 'pending' } })
    await expect.poll(() => visibleTransactions(stateOf(c)).find((t) => t.id === hash)?.metadata.status, { timeout: 15_000 }).toBe('confirmed')
    expect(visibleTransactions(stateOf(c)).find((t) => t.id === hash)).toMatchObject({ metadata: { sentTo: to!.address }, transfers: [{ direction: 'out', quantity: { numeric: '2.5' }, fungible_info: { symbol: 'TRX' } }] })

    const receiverWallet = createTronTestWallet({ privateKey: to!.privateKey, nodeUrl: sandbox.urls.tron })
    const other = await connectedKit(tronAdapter({ getTronLink: () => receiverWallet.tronLink }), tron, 'tronLink')
    const theirs = await ready(other)
    expect(theirs.transactions.find((t) => t.id === hash)).toMatchObject({ metadata: { operationType: 'receive', sentFrom: from!.address }, transfers: [{ direction: 'in', quantity: { numeric: '2.5' } }] })
  })

  it('a hostile TON node: an answer that is no history is a clear failure (snack, empty list, paging stopped), and bad rows are dropped, not thrown on', async () => {
    let answer: unknown = { ok: true, result: 'not a list' }
    const hostile: Server = createServer((req, res) => {
      // The balance read still works; the history is what lies.
      if (req.url!.includes('getAddressBalance')) return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true,"result":"1"}')
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
    })
    await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve))
    try {
      const liar = { ...tonLocal, rpcUrls: { default: { http: [`http://127.0.0.1:${(hostile.address() as AddressInfo).port}/api/v2`] } } }
      const c = await tonKit(liar).c
      const failed = await ready(c)
      expect(failed).toMatchObject({ transactions: [], empty: true, next: null, failed: true })
      expect(c.resolve(SNACKBAR).getState()).toMatchObject({ open: true, variant: 'error', message: 'Failed to fetch transactions' })

      const real = (await (await fetch(`${tonNet.rpcUrl}/getTransactions?address=${tonSandboxAccount(1).rawAddress}&limit=1`)).json()).result[0]
      answer = { ok: true, result: [{ '@type': 'raw.transaction', utime: '<script>' }, { ...real, in_msg: { ...real.in_msg, hash: 42 }, transaction_id: 7 }, 12] }
      await c.resolve(ACTIVITY).refresh({ force: true })
      // A readable page whose every row is bad: no rows, and no longer an error.
      expect(stateOf(c)).toMatchObject({ status: 'ready', transactions: [], empty: true, failed: false })
    } finally {
      hostile.close()
    }
  })
})
