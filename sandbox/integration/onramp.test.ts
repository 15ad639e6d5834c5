// The on-ramp plugin against the sandbox: options, quote and URL calls to the real API server,
// the providers' checkouts on their own origin delivering on the EVM and Solana devnets, and the
// kit following each purchase to its end (BYD-20). The only stand-in is the browser window:
// Node has none, so the kit opens no popup and offers the checkout link (the popup-blocked
// path), and this test plays the visitor on the checkout page with plain HTTP. A purchase
// succeeds only when the devnet shows the asset arriving (BYD-30); lying status answers come
// from the sandbox's fault routes.
import { createPublicClient, erc20Abi, formatUnits, http, type Address } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { eip155Adapter } from '../../chains/eip155'
import { solanaAdapter } from '../../chains/solana'
import {
  ACCOUNT_STORE,
  API_HTTP,
  CONNECTION_CONTROLLER,
  CONNECTORS_STORE,
  KIT_CONTAINER,
  PLUGIN_HOST,
  ROUTER,
  createAppKit,
  type AppKit,
  type CaipNetwork,
  type HttpClient,
} from '../../kernel'
import { balances } from '../../plugins/balances'
import { definePlugin } from '../../kernel/plugin'
import { ONRAMP_SERVICE, ONRAMP_STORE, onramp, type OnRampState } from '../../plugins/onramp'
import { activate as activateOnramp, views as onrampViews } from '../../plugins/onramp/activate'
import { confirmDelivery } from '../../plugins/onramp/confirmDelivery'
import { fetchOnRampOptions } from '../../plugins/onramp/fetchOnRampOptions'
import { fetchOnRampQuote } from '../../plugins/onramp/fetchOnRampQuote'
import { CLOSED_REASON, CHECKOUT_MESSAGE_SOURCE, followPurchase, listPurchases, type ProviderPurchase } from '../../plugins/onramp/followPurchase'
import type { PurchaseCurrency } from '../../plugins/onramp/onRampTypes'
import { generateProviderAUrl, providerBUrl, type PurchaseOrder } from '../../plugins/onramp/providerUrls'
import { DEFAULT_PROJECT_ID, createEip1193TestWallet, startSandbox, type Sandbox } from '../testing'

let sandbox: Sandbox<'api' | 'evm' | 'solana' | 'onramp'>
let mainnet: CaipNetwork
let polygon: CaipNetwork
let api: HttpClient
let usdcCurrency: PurchaseCurrency
/** The real EVM chain plugin, asked what a transaction delivered (no wallet needed to read). */
const evmReader = eip155Adapter()
const kits: AppKit[] = []
const cleanups: (() => void)[] = []

beforeAll(async () => {
  sandbox = await startSandbox({ services: ['api', 'evm', 'solana', 'onramp'] })
  ;[mainnet, polygon] = sandbox.networks as [CaipNetwork, CaipNetwork]
  const kit = createAppKit({ projectId: DEFAULT_PROJECT_ID, networks: [mainnet], endpoints: sandbox.endpoints, basic: true })
  kits.push(kit)
  api = kit[KIT_CONTAINER].resolve(API_HTTP).withBaseUrl(sandbox.urls.blockchainApi)
  usdcCurrency = (await fetchOnRampOptions(api)).purchaseCurrencies.find((c) => c.symbol === 'USDC')!
})

/** What the kit asks the chain before it believes a purchase: USDC arriving on chain 1. */
const confirmOn = (address: string, network = mainnet, notBefore?: number) => confirmDelivery({ adapter: evmReader, network, address, currency: usdcCurrency, notBefore })
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})
afterAll(async () => {
  for (const kit of kits.splice(0)) kit.destroy()
  await sandbox?.close()
})

const usdcOf = async (chainId: 1 | 137, address: string) =>
  createPublicClient({ transport: http(sandbox.urls.evm[chainId]) }).readContract({
    address: sandbox.devnets.evm.chains[chainId].tokens.USDC.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address as Address],
  })

/** The visitor on the checkout page: load it (the provider opens the purchase), then press a button. */
async function checkout(url: string, address: string, action: 'buy' | 'decline') {
  const page = await fetch(url)
  expect(page.status).toBe(200)
  const html = await page.text()
  expect(html).toContain('data-testid="onramp-checkout-buy"')
  expect(html).toContain('data-testid="onramp-checkout-decline"')
  const purchase = sandbox.onrampPurchases.of(address)[0]!
  const res = await fetch(`${sandbox.urls.onrampCheckout}/purchases/${purchase.id}/${action}`, { method: 'POST' })
  return (await res.json()) as { status: string; txHash?: string; reason?: string; purchaseAmount: string }
}

const order = (patch: Partial<PurchaseOrder>): PurchaseOrder => ({
  address: sandbox.accounts.evm[6]!.address,
  namespace: 'eip155',
  caipNetworkId: 'eip155:1',
  chainId: '1',
  purchaseSymbol: 'USDC',
  paymentCurrency: 'USD',
  paymentAmount: '100',
  purchaseAmount: '98.000000',
  projectId: DEFAULT_PROJECT_ID,
  redirectUrl: 'http://127.0.0.1:9/dapp',
  ...patch,
})

describe('on-ramp calls to the sandbox', () => {
  it('ONR-03 ONR-04 options come from GET /v1/onramp/options with the spec’s fields', async () => {
    const options = await fetchOnRampOptions(api)
    expect(options.fallback).toBe(false)
    expect(sandbox.api.requests.last('/v1/onramp/options')?.method).toBe('GET')
    const usdc = options.purchaseCurrencies.find((c) => c.symbol === 'USDC')!
    expect(Object.keys(usdc).sort()).toEqual(['id', 'name', 'networks', 'symbol'])
    expect(Object.keys(usdc.networks[0]!).sort()).toEqual(['chain_id', 'contract_address', 'display_name', 'name'])
    expect(Object.keys(options.paymentCurrencies[0]!).sort()).toEqual(['id', 'payment_method_limits'])
    expect(Object.keys(options.paymentCurrencies[0]!.payment_method_limits[0]!).sort()).toEqual(['id', 'max', 'min'])
  })

  it('ONR-05 ONR-16 when the options call errors (or answers garbage), the sample data is used', async () => {
    sandbox.api.faults.set('/v1/onramp/options', { status: 500, times: 1 })
    const failed = await fetchOnRampOptions(api)
    expect(failed.fallback).toBe(true)
    expect(failed.paymentCurrencies[0]!.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
    expect(failed.purchaseCurrencies.map((c) => c.symbol)).toContain('USDC')
    sandbox.api.faults.set('/v1/onramp/options', { malformed: true, times: 1 })
    expect((await fetchOnRampOptions(api)).fallback).toBe(true)
  })

  it('options entries with an overlong symbol or a contract that is no address are dropped; the rest are kept', async () => {
    const good = { id: 'usdc', name: 'USD Coin', symbol: 'USDC', networks: [{ name: 'ethereum-mainnet', display_name: 'Ethereum', chain_id: '1', contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }] }
    const hostile = [
      { ...good, id: 'long', symbol: 'U'.repeat(33) },
      { ...good, id: 'bad', networks: [{ ...good.networks[0]!, contract_address: 'javascript:alert(1)' }] },
    ]
    sandbox.api.faults.set('/v1/onramp/options', { status: 200, body: { paymentCurrencies: [{ id: 'USD', payment_method_limits: [] }], purchaseCurrencies: [...hostile, good] }, times: 1 })
    const options = await fetchOnRampOptions(api)
    expect(options.fallback).toBe(false)
    expect(options.purchaseCurrencies.map((c) => c.id)).toEqual(['usdc'])
  })

  it('a quote whose amount or currency is no text is replaced by the estimate, not rendered', async () => {
    const req = { purchaseCurrency: { id: 'usdc', symbol: 'USDC' }, paymentCurrency: { id: 'USD' }, amount: '40' }
    sandbox.api.faults.set('/v1/onramp/quote', { status: 200, body: { purchaseAmount: { amount: '39', currency: { $$typeof: 'x' } } }, times: 1 })
    expect((await fetchOnRampQuote(api, req)).mocked).toBe(true)
    sandbox.api.faults.set('/v1/onramp/quote', { status: 200, body: { purchaseAmount: { amount: '1e400', currency: 'USDC' } }, times: 1 })
    expect((await fetchOnRampQuote(api, req)).mocked).toBe(true)
  })

  it('ONR-06 ONR-07 a quote is POST /v1/onramp/quote with amount as a string and network = the purchase symbol', async () => {
    const quote = await fetchOnRampQuote(api, { purchaseCurrency: { id: 'usdc', symbol: 'USDC' }, paymentCurrency: { id: 'USD' }, amount: '100' })
    const body = sandbox.api.requests.last('/v1/onramp/quote')?.body as Record<string, unknown>
    expect(body).toEqual({ purchaseCurrency: { id: 'usdc', symbol: 'USDC' }, paymentCurrency: { id: 'USD' }, amount: '100', network: 'USDC' })
    expect(quote).toEqual({
      coinbaseFee: { amount: '1.50', currency: 'USD' },
      networkFee: { amount: '0.50', currency: 'USD' },
      paymentSubtotal: { amount: '98.00', currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '98.000000', currency: 'USDC' },
      quoteId: expect.stringMatching(/^[0-9a-f]{32}$/),
    })
  })

  it('ONR-08 when the quote call errors, a mocked quote is used', async () => {
    sandbox.api.faults.set('/v1/onramp/quote', { status: 503, times: 1 })
    const quote = await fetchOnRampQuote(api, { purchaseCurrency: { id: 'usdc', symbol: 'USDC' }, paymentCurrency: { id: 'USD' }, amount: '40' })
    expect(quote).toMatchObject({ mocked: true, quoteId: 'mocked-quote-id', purchaseAmount: { amount: '40', currency: 'USDC' }, paymentTotal: { amount: '40' } })
    sandbox.api.faults.set('/v1/onramp/quote', { reset: true, times: 1 })
    expect((await fetchOnRampQuote(api, { purchaseCurrency: { id: 'usdc', symbol: 'USDC' }, paymentCurrency: { id: 'USD' }, amount: '40' })).mocked).toBe(true)
  })

  it('ONR-09 ONR-19 provider A’s URL comes from POST /v1/generators/onrampurl with the spec’s body, on the card-pay chain', async () => {
    const url = await generateProviderAUrl(api, order({ chainId: '137', caipNetworkId: 'eip155:137' }))
    const body = sandbox.api.requests.last('/v1/generators/onrampurl')?.body as Record<string, unknown>
    expect(body).toMatchObject({
      destinationWallets: [{ address: sandbox.accounts.evm[6]!.address, blockchains: ['polygon'], assets: ['USDC'] }],
      defaultNetwork: 'polygon',
      partnerUserId: sandbox.accounts.evm[6]!.address,
      defaultExperience: 'buy',
      presetCryptoAmount: 98,
      presetFiatAmount: 100,
    })
    // The checkout lives on its own origin, not the API's.
    expect(new URL(url).origin).toBe(sandbox.urls.onrampCheckout)
    expect(new URL(url).origin).not.toBe(new URL(sandbox.urls.api).origin)
  })

  it('ONR-20 on a chain without card payment provider A is asked for ethereum', async () => {
    await generateProviderAUrl(api, order({ chainId: '56', caipNetworkId: 'eip155:56' }))
    expect(sandbox.api.requests.last('/v1/generators/onrampurl')?.body).toMatchObject({ defaultNetwork: 'ethereum' })
  })
})

describe('checkouts that deliver on the devnets', () => {
  it('BYD-20 provider A on polygon: Buy mints the quoted USDC on chain 137 and the purchase reads as success', async () => {
    const address = sandbox.accounts.evm[7]!.address
    const before = await usdcOf(137, address)
    const url = await generateProviderAUrl(api, order({ address, chainId: '137', caipNetworkId: 'eip155:137' }))
    const result = await checkout(url, address, 'buy')
    expect(result.status).toBe('ONRAMP_TRANSACTION_STATUS_SUCCESS')
    expect(formatUnits((await usdcOf(137, address)) - before, 6)).toBe('98')
    const [purchase] = await listPurchases(api, address, 'coinbase')
    expect(purchase).toMatchObject({ status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS', network: 'eip155:137', purchaseAmount: '98.000000', txHash: result.txHash })
  })

  it('BYD-20 provider B on Solana: Buy airdrops the quoted SOL on the Solana devnet', async () => {
    const solana = sandbox.devnets.solana
    const address = solana.accounts[2]!.address
    const rpc = async () =>
      ((await (await fetch(sandbox.urls.solana, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }) })).json()) as { result: { value: number } }).result.value
    const before = await rpc()
    const url = providerBUrl(sandbox.endpoints.onrampProviderB!, order({ address, namespace: 'solana', caipNetworkId: solana.chainId, chainId: solana.chainId.split(':')[1]!, purchaseSymbol: 'SOL' }))
    expect(new URL(url).searchParams.get('destinationCurrencyCode')).toBe('SOL')
    const result = await checkout(url, address, 'buy')
    expect(result).toMatchObject({ status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS', purchaseAmount: (98 / 150).toFixed(6) })
    expect(await rpc()).toBe(before + Number((98 / 150).toFixed(6)) * 1e9)
  })

  it('BYD-30 on Solana the chain shows the SOL airdropped and the USDC minted to the buyer, and nothing of either to anyone else', async () => {
    const solana = sandbox.devnets.solana
    const network = sandbox.networks.find((n) => n.chainNamespace === 'solana')!
    const [buyer, other] = [solana.accounts[3]!.address, solana.accounts[4]!.address]
    const reader = solanaAdapter()
    const mint = solana.tokens.find((t) => t.symbol === 'USDC')!.mint!
    const sol = solana.airdrop(buyer, '0.5')
    const usdc = solana.mintUsdc(buyer, '12.5')
    expect(await reader.readReceived({ network, hash: sol, to: buyer })).toBe(500_000_000n)
    expect(await reader.readReceived({ network, hash: usdc, to: buyer, token: mint })).toBe(12_500_000n)
    // The wrong asset, the wrong account, an unknown signature.
    expect(await reader.readReceived({ network, hash: sol, to: buyer, token: mint })).toBe(0n)
    expect(await reader.readReceived({ network, hash: usdc, to: buyer })).toBe(0n)
    expect(await reader.readReceived({ network, hash: sol, to: other })).toBe(0n)
    expect(await reader.readReceived({ network, hash: usdc, to: other, token: mint })).toBe(0n)
    expect(await reader.readReceived({ network, hash: '1'.repeat(88), to: buyer })).toBeUndefined()
  })

  it('a checkout URL missing provider B’s parameters answers 400 naming them, and opens no purchase', async () => {
    const res = await fetch(`${sandbox.urls.onrampCheckout}/provider-b?walletAddress=0xabc`)
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('Missing parameters: publicKey, destinationCurrencyCode, externalCustomerId, sourceAmount')
    expect(sandbox.onrampPurchases.of('0xabc')).toEqual([])
  })
})

describe('following a purchase (BYD-20)', () => {
  const address = () => sandbox.accounts.evm[8]!.address

  it('a declined checkout ends as failed with the reason', async () => {
    const url = await generateProviderAUrl(api, order({ address: address() }))
    const known = new Set((await listPurchases(api, address(), 'coinbase')).map((p) => p.id))
    const controller = new AbortController()
    const following = followPurchase({ http: api, address: address(), provider: 'coinbase', known, confirm: confirmOn(address()), signal: controller.signal, pollMs: 50 })
    await checkout(url, address(), 'decline')
    await expect(following).resolves.toMatchObject({ status: 'failed', reason: 'Declined at checkout' })
  })

  it('closing the checkout window before paying ends as failed, without waiting for the time-out', async () => {
    const popup = { closed: false }
    const controller = new AbortController()
    const following = followPurchase({ http: api, address: address(), provider: 'meld', known: new Set(), confirm: confirmOn(address()), popup, signal: controller.signal, pollMs: 50 })
    popup.closed = true
    await expect(following).resolves.toEqual({ status: 'failed', reason: CLOSED_REASON })
  })

  it('a window closed right after Buy still ends in success: the purchase in flight gets a few more looks', async () => {
    const url = await generateProviderAUrl(api, order({ address: address() }))
    const known = new Set((await listPurchases(api, address(), 'coinbase')).map((p) => p.id))
    await (await fetch(url)).text() // the page opens the purchase
    const popup = { closed: true }
    const controller = new AbortController()
    // Three looks 1 s apart: room for a loaded machine to finish the delivery.
    const following = followPurchase({ http: api, address: address(), provider: 'coinbase', known, confirm: confirmOn(address()), popup, signal: controller.signal, pollMs: 1_000 })
    const purchase = sandbox.onrampPurchases.of(address(), 'coinbase')[0]!
    await fetch(`${sandbox.urls.onrampCheckout}/purchases/${purchase.id}/buy`, { method: 'POST' })
    await expect(following).resolves.toMatchObject({ status: 'success', purchase: { id: purchase.id } })
  })

  it('no answer within the time-out ends as timeout', async () => {
    const controller = new AbortController()
    await expect(
      followPurchase({ http: api, address: address(), provider: 'meld', known: new Set(), confirm: confirmOn(address()), signal: controller.signal, pollMs: 20, timeoutMs: 200 }),
    ).resolves.toEqual({ status: 'timeout' })
  })

  it('only a message from the checkout’s exact origin hurries the next look', async () => {
    const url = await generateProviderAUrl(api, order({ address: address() }))
    const known = new Set((await listPurchases(api, address(), 'coinbase')).map((p) => p.id))
    const messages = new EventTarget()
    const controller = new AbortController()
    const origin = new URL(url).origin
    let looks = 0
    const counting: HttpClient = { ...api, get: (path, init) => ((looks += 1), api.get(path, init)) }
    const following = followPurchase({ http: counting, address: address(), provider: 'coinbase', known, confirm: confirmOn(address()), messages: messages as never, checkoutOrigin: origin, signal: controller.signal, pollMs: 60_000 })
    await new Promise((r) => setTimeout(r, 50))
    const settled = await checkout(url, address(), 'buy')
    expect(settled.status).toBe('ONRAMP_TRANSACTION_STATUS_SUCCESS')
    messages.dispatchEvent(new MessageEvent('message', { data: { source: CHECKOUT_MESSAGE_SOURCE }, origin: 'http://127.0.0.1:1' }))
    expect(looks).toBe(1)
    messages.dispatchEvent(new MessageEvent('message', { data: { source: CHECKOUT_MESSAGE_SOURCE }, origin }))
    await expect(following).resolves.toMatchObject({ status: 'success', purchase: { purchaseAmount: '98.000000' } })
    expect(looks).toBe(2)
  })
})

describe('a status route that lies (BYD-30)', () => {
  const address = () => sandbox.accounts.evm[9]!.address
  const ROUTE = '/v1/onramp/purchases/:address'
  /** The sandbox's status route answers a SUCCESS the checkout never recorded. */
  const lie = (purchase: Partial<ProviderPurchase>) =>
    sandbox.api.faults.set(ROUTE, {
      status: 200,
      body: { data: [{ id: 'forged', status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS', purchaseAmount: '98.000000', purchaseCurrency: 'USDC', network: 'eip155:1', ...purchase }] },
    })
  afterEach(() => sandbox.api.faults.clear(ROUTE))

  const follow = (spentHashes: ReadonlySet<string> = new Set(), notBefore?: number) => {
    const doubted: string[] = []
    const result = followPurchase({
      http: api, address: address(), provider: 'coinbase', known: new Set(), spentHashes, confirm: confirmOn(address(), mainnet, notBefore),
      onUnconfirmed: (p) => doubted.push(p.id), signal: new AbortController().signal, pollMs: 50, timeoutMs: 1_500,
    })
    return { result, doubted }
  }

  /** A real provider-A delivery of 98 USDC on chain 1 to `to`; its transaction hash. */
  const realDelivery = async (to: string) => {
    const url = await generateProviderAUrl(api, order({ address: to }))
    const settled = await checkout(url, to, 'buy')
    expect(settled.status).toBe('ONRAMP_TRANSACTION_STATUS_SUCCESS')
    return settled.txHash!
  }

  it('BYD-30 a SUCCESS with no transaction hash stays pending, then ends in the time-out', async () => {
    lie({})
    const { result, doubted } = follow()
    await expect(result).resolves.toEqual({ status: 'timeout' })
    expect(doubted).toEqual(['forged'])
  })

  it('BYD-30 a SUCCESS naming a hash the chain does not know is not believed', async () => {
    lie({ txHash: `0x${'ab'.repeat(32)}` })
    await expect(follow().result).resolves.toEqual({ status: 'timeout' })
  })

  it('BYD-30 a SUCCESS naming a real delivery to another account is not believed', async () => {
    lie({ txHash: await realDelivery(sandbox.accounts.evm[6]!.address) })
    await expect(follow().result).resolves.toEqual({ status: 'timeout' })
  })

  it('BYD-30 a SUCCESS naming an earlier purchase’s delivery (a replay) is not believed', async () => {
    const earlier = await realDelivery(address())
    lie({ txHash: earlier })
    await expect(follow(new Set([earlier])).result).resolves.toEqual({ status: 'timeout' })
  })

  it('BYD-30 a SUCCESS naming an older USDC transfer to this account, from before the purchase began, is not believed', async () => {
    const older = await realDelivery(address())
    const chain = createPublicClient({ transport: http(sandbox.urls.evm[1]) })
    const { blockNumber } = await chain.getTransactionReceipt({ hash: older as `0x${string}` })
    const { timestamp } = await chain.getBlock({ blockNumber })
    lie({ txHash: older })
    // The purchase began after that block (the kit sets notBefore when the checkout opens).
    await expect(follow(new Set(), Number(timestamp) + 1).result).resolves.toEqual({ status: 'timeout' })
    // The same delivery, with a purchase that began before it, is believed: the check is the time.
    await expect(follow(new Set(), Number(timestamp)).result).resolves.toMatchObject({ status: 'success', received: 98_000_000n })
  })

  it('BYD-30 a SUCCESS naming a transaction that delivered another asset (the native coin, USDC bought) is not believed', async () => {
    const hash = await sandbox.devnets.evm.chains[1].transfer({ from: sandbox.accounts.evm[0]!.address, to: address(), token: 'native', amount: '0.01' })
    lie({ txHash: hash })
    await expect(follow().result).resolves.toEqual({ status: 'timeout' })
  })

  it('BYD-30 the same route naming this account’s real delivery is believed, with the amount the chain shows', async () => {
    const hash = await realDelivery(address())
    lie({ txHash: hash })
    await expect(follow().result).resolves.toMatchObject({ status: 'success', purchase: { id: 'forged', txHash: hash }, received: 98_000_000n })
  })
})

describe('the plugin in a kit', () => {
  async function connectedKit(index: number, plugin = onramp) {
    const key = sandbox.accounts.evm[index]!
    const wallet = createEip1193TestWallet({ privateKey: key.privateKey, rpcUrls: sandbox.urls.evm, chainId: 1 })
    const adapter = eip155Adapter({ connectors: [{ id: 'airlock-test', name: 'Airlock Test Wallet', provider: wallet }], networks: [mainnet, polygon] })
    cleanups.push(() => adapter.destroy())
    const kit = createAppKit({ projectId: DEFAULT_PROJECT_ID, networks: [mainnet, polygon], endpoints: sandbox.endpoints, adapters: [adapter], plugins: [balances, plugin] })
    kits.push(kit)
    await kit.ready()
    const c = kit[KIT_CONTAINER]
    await c.resolve(CONNECTION_CONTROLLER).connect({ connector: c.resolve(CONNECTORS_STORE).getConnector('airlock-test', 'eip155')! })
    // The onramp flag is remote: wait for the plugin to activate.
    await until(() => c.isRegistered(ONRAMP_SERVICE))
    return { kit, c, address: key.address, store: c.resolve(ONRAMP_STORE), service: c.resolve(ONRAMP_SERVICE), router: c.resolve(ROUTER) }
  }

  async function until(check: () => boolean, timeoutMs = 10_000) {
    const start = Date.now()
    while (!check()) {
      if (Date.now() - start > timeoutMs) throw new Error('condition not met in time')
      await new Promise((r) => setTimeout(r, 20))
    }
  }

  const settled = (store: { getState(): OnRampState; subscribe(l: (s: OnRampState) => void): () => void }) =>
    new Promise<OnRampState['purchase']>((resolve) => {
      const check = (s: OnRampState) => {
        if (['success', 'failed', 'timeout'].includes(s.purchase.status)) {
          off()
          resolve(s.purchase)
        }
      }
      const off = store.subscribe(check)
      check(store.getState())
    })

  it('ONR-01 the account view offers Buy when the onramp flag is on, with the views and titles', async () => {
    const { c, kit } = await connectedKit(3)
    await kit.open({ view: 'OnRampProviders' })
    expect(c.resolve(ROUTER).getState().view).toBe('OnRampProviders')
    const registry = c.resolve(PLUGIN_HOST).registry.getState()
    expect(registry.accountActions.map((a) => a.id)).toContain('onramp')
    expect(registry.viewTitles).toMatchObject({
      OnRampProviders: 'Choose Provider', WhatIsABuy: 'What is Buy?', OnRampFiatSelect: 'Select Currency', OnRampTokenSelect: 'Select Token', BuyInProgress: 'Buy',
    })
  })

  for (const provider of ['coinbase', 'meld'] as const) {
    it(`BYD-20 an EVM purchase through ${provider === 'coinbase' ? 'provider A' : 'provider B'} ends in success with the quoted USDC on the devnet and in the balances`, async () => {
      const t = await connectedKit(provider === 'coinbase' ? 4 : 5)
      await t.service.load()
      const info = t.store.getState().providers.find((p) => p.name === provider)!
      t.router.push('OnRampProviders')
      t.service.selectProvider(info)
      t.router.push('OnRampAmount')
      await t.service.quote('250')
      const quoted = t.store.getState().quote!
      expect(quoted.mocked).toBeUndefined()
      const before = await usdcOf(1, t.address)
      const tokenBefore = t.c.resolve(ACCOUNT_STORE).get('eip155').tokenBalance?.find((b) => b.symbol === 'USDC')?.quantity.numeric

      t.service.buy()
      expect(t.router.getState().view).toBe('BuyInProgress')
      await until(() => t.store.getState().purchase.status === 'pending')
      // No window in Node: the popup-blocked path offers the link.
      expect(t.store.getState().purchase).toMatchObject({ popupBlocked: true, url: expect.stringContaining(sandbox.urls.onrampCheckout) })
      const done = settled(t.store)
      await checkout(t.store.getState().purchase.url!, t.address, 'buy')
      expect(await done).toMatchObject({ status: 'success', amount: quoted.purchaseAmount.amount, currency: 'USDC' })
      expect(t.router.getState().view).toBe('OnRampResult')
      expect(formatUnits((await usdcOf(1, t.address)) - before, 6)).toBe(String(Number(quoted.purchaseAmount.amount)))
      // The balances plugin read again without a reload.
      await until(() => t.c.resolve(ACCOUNT_STORE).get('eip155').tokenBalance?.find((b) => b.symbol === 'USDC')?.quantity.numeric !== tokenBefore)
    })
  }

  it('BYD-30 a status route lying SUCCESS without a transaction keeps the purchase pending, then the kit shows the time-out, not success', async () => {
    // The real plugin with a 1.5 s time-out instead of 180 s, so the test can wait for it.
    const quick = definePlugin({ ...onramp, load: async () => ({ views: onrampViews, activate: (ctx) => activateOnramp(ctx, { timeoutMs: 1_500, pollMs: 100 }) }) })
    const t = await connectedKit(9, quick)
    const tracked: string[] = []
    t.kit.subscribeEvents((e) => tracked.push(e.data.event))
    await t.service.load()
    t.service.selectProvider(t.store.getState().providers.find((p) => p.name === 'coinbase')!)
    await t.service.quote('30')
    t.service.buy()
    await until(() => t.store.getState().purchase.status === 'pending')
    sandbox.api.faults.set('/v1/onramp/purchases/:address', { status: 200, body: { data: [{ id: 'forged', status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS', purchaseAmount: '29.000000', purchaseCurrency: 'USDC' }] } })
    try {
      expect(await settled(t.store)).toMatchObject({ status: 'timeout', reason: 'The purchase did not complete in time.' })
    } finally {
      sandbox.api.faults.clear('/v1/onramp/purchases/:address')
    }
    expect(t.router.getState().view).toBe('OnRampResult')
    expect(tracked).not.toContain('ONRAMP_PURCHASE_SUCCESS')
  })

  it('provider A’s URL call failing ends in the failure view with a clear reason, not a hung view', async () => {
    const t = await connectedKit(1)
    await t.service.load()
    t.service.selectProvider(t.store.getState().providers.find((p) => p.name === 'coinbase')!)
    await t.service.quote('20')
    sandbox.api.faults.set('/v1/generators/onrampurl', { status: 500, times: 1 })
    const done = settled(t.store)
    t.service.buy()
    expect(await done).toMatchObject({ status: 'failed', reason: 'Coinbase could not be opened (HTTP status code: 500). Try again or choose another provider.' })
    expect(t.router.getState().view).toBe('OnRampResult')
  })

  it('a declined checkout shows the failure view with the reason; disconnecting resets the state (ONR-13)', async () => {
    const t = await connectedKit(2)
    await t.service.load()
    t.service.selectProvider(t.store.getState().providers[0]!)
    await t.service.quote('50')
    t.service.buy()
    await until(() => t.store.getState().purchase.status === 'pending')
    const done = settled(t.store)
    await checkout(t.store.getState().purchase.url!, t.address, 'decline')
    expect(await done).toMatchObject({ status: 'failed', reason: 'Declined at checkout' })
    await t.kit.disconnect()
    expect(t.store.getState().selectedProvider).toBeNull()
    expect(t.store.getState().purchase).toEqual({ status: 'idle' })
  })
})
