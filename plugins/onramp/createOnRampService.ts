// The on-ramp flow over its store: options, providers, quote, and the purchase from the click
// that opens the provider's checkout to the result (BYD-20).
import { formatMessage, type CaipNetwork, type ChainRegistry, type EventBus, type HttpClient, type Logger, type PluginStores, type Router } from '../../kernel/plugin'
import { confirmDelivery } from './confirmDelivery'
import type { OnRampStore, PurchaseProgress, PurchaseReasonKey } from './createOnRampStore'
import { fetchOnRampOptions } from './fetchOnRampOptions'
import { fetchOnRampQuote } from './fetchOnRampQuote'
import { CLOSED_REASON, FAILED_REASON, followPurchase, listPurchases, type FollowResult } from './followPurchase'
import { resultMessages } from './onrampMessages'
import { providersFor } from './onRampProviders'
import type { OnRampProviderInfo, PurchaseCurrency } from './onRampTypes'
import { generateProviderAUrl, providerBUrl, type PurchaseOrder } from './providerUrls'
import { purchaseCurrenciesFor } from './purchaseCurrenciesFor'

/** A chain's clock may run behind the visitor's: deliveries up to this long before the checkout opened still count. */
const PURCHASE_CLOCK_SKEW_S = 10 * 60

/** The part of `window` the flow uses; absent outside a browser. */
export interface OnRampWindow {
  open(url: string, target: string, features: string): { closed: boolean; location: { href: string }; close(): void } | null
  location: { href: string }
  addEventListener: Window['addEventListener']
  removeEventListener: Window['removeEventListener']
}

export interface OnRampServiceDeps {
  store: OnRampStore
  http: HttpClient
  stores: Pick<PluginStores, 'connection' | 'accounts' | 'networks' | 'features'>
  /** Chain plugins: a purchase is confirmed by asking the namespace's adapter (BYD-30). */
  chains: Pick<ChainRegistry, 'find'>
  router: Pick<Router, 'push' | 'replace' | 'getState'>
  bus: Pick<EventBus, 'emit'>
  logger: Pick<Logger, 'debug' | 'warn'>
  projectId: string
  providerBBase: string
  window?: OnRampWindow
  timeoutMs?: number
  pollMs?: number
}

export interface OnRampService {
  /** Fetches options (sample data on failure) and the providers for the active namespace. */
  load(): Promise<void>
  selectProvider(provider: OnRampProviderInfo): void
  setPurchaseCurrency(currency: PurchaseCurrency): void
  setPaymentCurrency(id: string): void
  setPaymentMethod(method: string): void
  /** Sets the amount and quotes it (a mocked quote when the call fails). */
  quote(amount: string): Promise<void>
  /** Call from the click itself: the popup opens synchronously, so blockers allow it. */
  buy(): void
  /** Stops following the purchase (plugin off, disconnect). */
  dispose(): void
}

const POPUP_FEATURES = 'width=480,height=720'

export function createOnRampService(deps: OnRampServiceDeps): OnRampService {
  const { store, http, stores } = deps
  let quoteAbort: AbortController | undefined
  let follow: AbortController | undefined

  const active = () => {
    const namespace = stores.connection.getState().activeNamespace
    const network: CaipNetwork | undefined = namespace ? stores.networks.getState().activeNetworks[namespace] : undefined
    const address = namespace ? stores.accounts.get(namespace).address : undefined
    return { namespace, network, address }
  }

  /** Keeps the purchase currency one the network and provider can deliver. */
  const fitPurchaseCurrency = () => {
    const { network } = active()
    const s = store.getState()
    const offered = purchaseCurrenciesFor(s.purchaseCurrencies, network, s.selectedProvider?.name)
    if (offered.length && !offered.some((c) => c.id === s.purchaseCurrency.id)) {
      store.setState({ purchaseCurrency: offered.find((c) => c.symbol === 'USDC') ?? offered[0]!, quote: undefined, purchaseAmount: undefined })
    }
  }

  const setPurchase = (patch: PurchaseProgress) => store.setState({ purchase: patch })

  /** A reason of the plugin's own: English in `reason` (logs, tests), its key for the view to word. */
  const own = (reasonKey: PurchaseReasonKey, reasonValues?: Record<string, string>) => ({
    reason: formatMessage(resultMessages.en[reasonKey], reasonValues, 'en'),
    reasonKey,
    reasonValues,
  })
  const failure = (reason: string) => (reason === CLOSED_REASON ? own('closedReason') : reason === FAILED_REASON ? own('failedReason') : { reason })

  const settle = (result: FollowResult | { status: 'own'; key: PurchaseReasonKey; values?: Record<string, string> }, order: PurchaseOrder) => {
    if (result.status === 'success') {
      const p = result.purchase
      setPurchase({ status: 'success', amount: p.purchaseAmount, currency: p.purchaseCurrency ?? order.purchaseSymbol, network: p.network, txHash: p.txHash })
      // Balances (and anything else showing funds) listen for this and read again at once.
      deps.bus.emit('track', { type: 'track', event: 'ONRAMP_PURCHASE_SUCCESS', properties: { provider: store.getState().selectedProvider?.name } })
    } else if (result.status === 'own') {
      setPurchase({ status: 'failed', ...own(result.key, result.values), currency: order.purchaseSymbol })
    } else if (result.status === 'failed') {
      setPurchase({ status: 'failed', ...failure(result.reason), currency: order.purchaseSymbol })
    } else {
      setPurchase({ status: 'timeout', ...own('timeoutReason'), currency: order.purchaseSymbol })
    }
    deps.router.replace('OnRampResult')
  }

  const startPurchase = async (popup: ReturnType<OnRampWindow['open']>) => {
    const { namespace, network, address } = active()
    const s = store.getState()
    const provider = s.selectedProvider
    if (!namespace || !network || !address || !provider || s.paymentAmount === undefined) {
      popup?.close()
      return settle({ status: 'own', key: 'notReadyReason' }, {} as PurchaseOrder)
    }
    const order: PurchaseOrder = {
      address,
      namespace,
      caipNetworkId: network.caipNetworkId,
      chainId: String(network.id),
      purchaseSymbol: s.purchaseCurrency.symbol,
      paymentCurrency: s.paymentCurrency.id,
      paymentAmount: String(s.paymentAmount),
      purchaseAmount: s.quote?.purchaseAmount.amount,
      projectId: deps.projectId,
      redirectUrl: deps.window?.location.href,
    }
    follow?.abort()
    const controller = (follow = new AbortController())
    const startedAt = Math.floor(Date.now() / 1000)
    try {
      // Purchases already on record are not this one.
      const [known, url] = await Promise.all([
        listPurchases(http, address, provider.name, controller.signal),
        provider.name === 'coinbase' ? generateProviderAUrl(http, order) : Promise.resolve(providerBUrl(deps.providerBBase, order)),
      ])
      if (controller.signal.aborted) return
      if (popup && !popup.closed) popup.location.href = url
      setPurchase({ status: 'pending', url, popupBlocked: !popup, currency: order.purchaseSymbol, amount: order.purchaseAmount })
      const result = await followPurchase({
        http,
        address,
        provider: provider.name,
        known: new Set(known.map((p) => p.id)),
        spentHashes: new Set(known.flatMap((p) => (p.txHash ? [p.txHash] : []))),
        confirm: confirmDelivery({ adapter: deps.chains.find(namespace), network, address, currency: s.purchaseCurrency, notBefore: startedAt - PURCHASE_CLOCK_SKEW_S }),
        onUnconfirmed: (p) => deps.logger.warn('on-ramp: a purchase reported success without a delivery on chain; still waiting', p.id),
        popup,
        checkoutOrigin: new URL(url).origin,
        messages: deps.window,
        signal: controller.signal,
        timeoutMs: deps.timeoutMs,
        pollMs: deps.pollMs,
      })
      if (result.status !== 'failed' || result.purchase) popup?.close()
      settle(result, order)
    } catch (error) {
      if (controller.signal.aborted) return
      popup?.close()
      deps.logger.warn('on-ramp checkout failed', error)
      const detail = error instanceof Error ? error.message : String(error)
      settle({ status: 'own', key: 'notOpenedReason', values: { provider: provider.label, detail } }, order)
    }
  }

  return {
    async load() {
      const { namespace } = active()
      const remote = stores.features.getState().remote.onramp
      const providers = providersFor(namespace, Array.isArray(remote) ? remote : undefined)
      store.setState({ providers, error: undefined })
      const options = await fetchOnRampOptions(http)
      if (options.fallback) deps.logger.debug('on-ramp options unavailable; using sample data')
      const s = store.getState()
      store.setState({
        purchaseCurrencies: options.purchaseCurrencies,
        paymentCurrencies: options.paymentCurrencies,
        paymentCurrency: options.paymentCurrencies.find((c) => c.id === s.paymentCurrency.id) ?? options.paymentCurrencies[0]!,
      })
      fitPurchaseCurrency()
    },
    selectProvider(provider) {
      store.setState({ selectedProvider: provider, quote: undefined, purchaseAmount: undefined, purchase: { status: 'idle' } })
      fitPurchaseCurrency()
      deps.bus.emit('track', { type: 'track', event: 'SELECT_BUY_PROVIDER', properties: { provider: provider.name } })
    },
    setPurchaseCurrency: (purchaseCurrency) => store.setState({ purchaseCurrency, quote: undefined, purchaseAmount: undefined }),
    setPaymentCurrency(id) {
      const paymentCurrency = store.getState().paymentCurrencies.find((c) => c.id === id)
      if (paymentCurrency) store.setState({ paymentCurrency, quote: undefined, purchaseAmount: undefined })
    },
    setPaymentMethod: (paymentMethod) => store.setState({ paymentMethod }),
    async quote(amount) {
      quoteAbort?.abort()
      const controller = (quoteAbort = new AbortController())
      const s = store.getState()
      store.setState({ paymentAmount: Number(amount), quotesLoading: true, error: undefined })
      try {
        const quote = await fetchOnRampQuote(
          http,
          { purchaseCurrency: { id: s.purchaseCurrency.id, symbol: s.purchaseCurrency.symbol }, paymentCurrency: { id: s.paymentCurrency.id }, amount },
          controller.signal,
        )
        if (controller.signal.aborted) return
        store.setState({ quote, purchaseAmount: Number(quote.purchaseAmount.amount), quotesLoading: false })
      } catch {
        if (!controller.signal.aborted) store.setState({ quotesLoading: false })
      }
    },
    buy() {
      // Synchronously, inside the click: an empty popup now, its URL once known.
      const popup = deps.window?.open('', 'airlock-onramp', POPUP_FEATURES) ?? null
      setPurchase({ status: 'opening', currency: store.getState().purchaseCurrency.symbol })
      // Try again from the result or progress view takes that view's place, so back still leads to the amount.
      const view = deps.router.getState().view
      if (view === 'OnRampResult' || view === 'BuyInProgress') deps.router.replace('BuyInProgress')
      else deps.router.push('BuyInProgress')
      void startPurchase(popup)
    },
    dispose() {
      quoteAbort?.abort()
      follow?.abort()
    },
  }
}
