import {
  ChainError,
  ErrorMessages,
  createStore,
  errorMessage,
  errorWordsOf,
  formatMessage,
  type CaipNetwork,
  type ErrorWords,
  type ChainAdapter,
  type ChainRegistry,
  type EventBus,
  type I18n,
  type Logger,
  type PluginStores,
  type Router,
  type Snackbar,
  type Store,
  type SwapArguments,
  fromBaseUnits,
  isPositiveAmount,
  toBaseUnits,
} from '../../kernel/plugin'
import type { SwapApi, SwapTransaction } from './createSwapApi'
import { SWAP_SLIPPAGE } from './createSwapApi'
import { quoteDrift } from './quoteDrift'
import { TYPICAL_SWAP_GAS, formatAmount } from './swapDetails'
import { isSwapNetwork } from './swapNetworks'
import { swapPreviewMessages, swapSnackMessages } from './swapMessages'
import { isNativeSwapToken, tokenKey, type SwapToken } from './swapToken'

/** The service's words in English (its state and errors carry these; the views word them by locale). */
export const SwapMessages = {
  swapped: (from: string, amount: string, to: string) =>
    formatMessage(swapSnackMessages.en.swapped, { from, amount: formatAmount(amount, 3), to }, 'en'),
  reverted: formatMessage(swapPreviewMessages.en.reverted, { slippage: `${SWAP_SLIPPAGE}%` }, 'en'),
  approvalReverted: swapPreviewMessages.en.approvalReverted,
  /** Issue 29: the quote moved between the preview and Swap; nothing was sent. */
  quoteMoved: swapPreviewMessages.en.quoteMoved,
  /** The snack's short form; the view shows the whole reason. */
  failedSnack: swapSnackMessages.en.failed,
} as const

/** The snack for a failure: the wallet's own short answers as they are, a long reason shortened. */
const snackOf = (error: unknown, failed: string) => {
  const message = errorMessage(error)
  return message.length > 60 ? failed : message
}

/** A failed approval or swap: its English reason, and its words when it has catalogued ones. */
export const previewFailure = (error: unknown) => ({ previewError: errorMessage(error), previewErrorWords: errorWordsOf(error) })

/** Typing settles this long before a quote is asked for. */
export const QUOTE_DEBOUNCE_MS = 300

export interface SwapState {
  network: CaipNetwork | undefined
  /** The connected address (plain). */
  address: string | undefined
  /** unsupported: the active network is not a swap network (SWAP-12). */
  status: 'idle' | 'loading' | 'ready' | 'unsupported'
  /** Why the token list could not load. */
  loadError: string | undefined
  /** Tokens the provider trades on the network, with what the account holds of each. */
  tokens: readonly SwapToken[]
  /** USD prices by lower-cased CAIP-10 address. */
  prices: Readonly<Record<string, number>>
  /** Wei per gas. */
  gasPrice: bigint | undefined
  sourceToken: SwapToken | undefined
  toToken: SwapToken | undefined
  sourceTokenAmount: string
  toTokenAmount: string
  loadingQuote: boolean
  /** The provider's reason there is no quote (e.g. "Insufficient liquidity"). */
  quoteError: string | undefined
  /** Preview: the source token's allowance is below the amount, so Approve comes first. */
  approvalNeeded: boolean
  preparing: boolean
  /** Preview: the transaction Swap (or Approve) sends, as the provider built it. */
  transaction: SwapTransaction | undefined
  /** Preview: that transaction's network fee in wei. */
  networkFee: bigint | undefined
  sending: 'approve' | 'swap' | undefined
  /** Preview: why the last approval or swap did not go through. */
  previewError: string | undefined
  /** The catalogued words of that reason when a chain plugin gave them: the view shows them in the kit's locale. */
  previewErrorWords: ErrorWords | undefined
  /** Preview: the quote moved before Swap, so the view shows the new one instead of sending. */
  previewNotice: string | undefined
}

const initialState = (): SwapState => ({
  network: undefined,
  address: undefined,
  status: 'idle',
  loadError: undefined,
  tokens: [],
  prices: {},
  gasPrice: undefined,
  sourceToken: undefined,
  toToken: undefined,
  sourceTokenAmount: '',
  toTokenAmount: '',
  loadingQuote: false,
  quoteError: undefined,
  approvalNeeded: false,
  preparing: false,
  transaction: undefined,
  networkFee: undefined,
  sending: undefined,
  previewError: undefined,
  previewErrorWords: undefined,
  previewNotice: undefined,
})

export interface SwapService {
  state: Store<SwapState>
  /** Loads tokens, balances, prices and gas price for the active network, then applies `prefill` (symbols, SWAP-03). */
  enter(prefill?: SwapArguments): Promise<void>
  /** Prices, balances, gas price and the quote again (the 10 s refresh). */
  refresh(): Promise<void>
  setSourceTokenAmount(amount: string): void
  selectToken(target: 'sourceToken' | 'toToken', token: SwapToken): void
  flip(): void
  /** The whole balance; for the native coin less twice a swap's fee, so the swap can pay for itself. */
  setMax(): void
  /** Asks for a quote now; resolves when it (or a newer one) landed. */
  quote(): Promise<void>
  /** The preview: allowance (SWAP-06), then the approval or the swap transaction and its fee. */
  preparePreview(): Promise<void>
  /** Sends the approval (SWAP-08) and prepares the swap. Rejections leave everything as it was. */
  approve(): Promise<void>
  /**
   * Sends the swap (SWAP-09); on success: snack, reset, back to Account, balances forced. The
   * quote is checked again first: if it moved past the slippage (or the contract or value
   * changed) nothing is sent, the new preview shows, and this resolves undefined.
   */
  swap(): Promise<string | undefined>
  /** Stops pending quotes (the view closed). */
  leave(): void
  reset(): void
}

export interface SwapServiceDeps {
  api: SwapApi
  stores: Pick<PluginStores, 'connection' | 'accounts' | 'networks' | 'connectors'>
  chains: Pick<ChainRegistry, 'find'>
  router: Pick<Router, 'reset'>
  snackbar: Pick<Snackbar, 'showSuccess' | 'showError'>
  bus: Pick<EventBus, 'emit'>
  logger?: Pick<Logger, 'debug'>
  /** The kit's messages (the plugin context's I18N); without it the snacks are English. */
  i18n?: Pick<I18n, 'text' | 'state'>
}

export function createSwapService(deps: SwapServiceDeps): SwapService {
  const { api, stores, snackbar, bus, i18n } = deps
  const failedSnack = () => (i18n ? i18n.text(swapSnackMessages, 'failed') : SwapMessages.failedSnack)
  const swappedSnack = (from: string, amount: string, to: string) => {
    if (!i18n) return SwapMessages.swapped(from, amount, to)
    return i18n.text(swapSnackMessages, 'swapped', { from, amount: formatAmount(amount, 3, i18n.state.getState().locale), to })
  }
  const state = createStore<SwapState>(initialState)
  const set = state.setState
  let quoteTimer: ReturnType<typeof setTimeout> | undefined
  let quoteSeq = 0

  const track = (event: string, properties: Record<string, unknown> = {}) => bus.emit('track', { type: 'track', event, properties })

  const active = () => {
    const namespace = stores.connection.getState().activeNamespace
    const network = namespace ? stores.networks.getState().activeNetworks[namespace] : undefined
    const address = namespace ? stores.accounts.get(namespace).address : undefined
    return { namespace, network, address }
  }

  /** The wallet that signs: the connected connector's provider, as send and getProvider find it. */
  const signer = () => {
    const { namespace, network, address } = active()
    const adapter: ChainAdapter | undefined = namespace ? deps.chains.find(namespace) : undefined
    if (!namespace || !network || !adapter?.sendTransaction) throw new ChainError(ErrorMessages.unsupportedChain)
    if (!isSwapNetwork(network)) throw new ChainError(ErrorMessages.networkNotSupportedForSwaps)
    if (!address) throw new ChainError(ErrorMessages.noActiveCaipAddress)
    const connectorId = stores.connection.getState().connections[namespace]?.connectorId
    const provider = connectorId ? stores.connectors.getConnector(connectorId, namespace)?.provider : undefined
    return { adapter, network, address, provider, userAddress: `${network.caipNetworkId}:${address}` }
  }

  const caipAddress = () => {
    const { network, address } = state.getState()
    return network && address ? `${network.caipNetworkId}:${address}` : ''
  }

  /** The amount typed, in the source token's base units; undefined when there is none worth quoting. */
  const amountIn = (s: SwapState = state.getState()) =>
    s.sourceToken && isPositiveAmount(s.sourceTokenAmount) ? toBaseUnits(s.sourceTokenAmount, s.sourceToken.decimals) : undefined

  const withBalances = (tokens: readonly SwapToken[], held: Record<string, string>) =>
    tokens.map((t) => ({ ...t, balance: held[tokenKey(t)] }))

  /** Keeps the chosen tokens in step with a reloaded list (fresh balances). */
  const relink = (tokens: readonly SwapToken[]) => {
    const find = (t: SwapToken | undefined) => (t ? (tokens.find((x) => tokenKey(x) === tokenKey(t)) ?? t) : undefined)
    const s = state.getState()
    return { sourceToken: find(s.sourceToken), toToken: find(s.toToken) }
  }

  const clearPreview = { approvalNeeded: false, transaction: undefined, networkFee: undefined, previewError: undefined, previewErrorWords: undefined, previewNotice: undefined }

  /** SWAP-03: the host's symbols and amount; symbols the list lacks (or before it loads) leave that side as it was. */
  const applyPrefill = (prefill: SwapArguments) => {
    const s = state.getState()
    const bySymbol = (symbol: string | undefined) => (symbol ? s.tokens.find((t) => t.symbol.toLowerCase() === symbol.toLowerCase()) : undefined)
    set({
      sourceToken: bySymbol(prefill.fromToken) ?? (prefill.fromToken ? undefined : s.sourceToken) ?? s.tokens.find(isNativeSwapToken),
      toToken: bySymbol(prefill.toToken) ?? (prefill.toToken ? undefined : s.toToken),
      sourceTokenAmount: prefill.amount && isPositiveAmount(prefill.amount) ? prefill.amount : s.sourceTokenAmount,
      toTokenAmount: '',
      quoteError: undefined,
    })
  }

  /** The form a preview was prepared for; a change meanwhile makes that preview stale. */
  const formOf = (s: SwapState) => [s.sourceToken?.address, s.toToken?.address, s.sourceTokenAmount].join('|')

  async function runQuote() {
    clearTimeout(quoteTimer)
    const seq = ++quoteSeq
    const s = state.getState()
    const amount = amountIn(s)
    if (!s.network || !s.sourceToken || !s.toToken || amount === undefined || amount === 0n) {
      set({ loadingQuote: false, toTokenAmount: '', quoteError: undefined })
      return
    }
    set({ loadingQuote: true, quoteError: undefined })
    try {
      const toAmount = await api.quote({
        network: s.network,
        amount,
        userAddress: caipAddress(),
        from: s.sourceToken.address,
        to: s.toToken.address,
        gasPrice: s.gasPrice,
      })
      if (seq === quoteSeq) set({ loadingQuote: false, toTokenAmount: fromBaseUnits(toAmount, s.toToken.decimals) })
    } catch (error) {
      if (seq === quoteSeq) set({ loadingQuote: false, toTokenAmount: '', quoteError: errorMessage(error) })
    }
  }

  const scheduleQuote = () => {
    clearTimeout(quoteTimer)
    quoteSeq++ // an answer for the previous amount no longer counts
    const ready = amountIn() !== undefined && state.getState().toToken
    set({ loadingQuote: Boolean(ready), quoteError: undefined, ...(ready ? {} : { toTokenAmount: '' }) })
    if (ready) quoteTimer = setTimeout(() => void runQuote(), QUOTE_DEBOUNCE_MS)
  }

  async function loadMarket(network: CaipNetwork, address: string, tokens: readonly SwapToken[]) {
    const [held, prices, gasPrice] = await Promise.all([
      api.balances(address, network).catch(() => ({}) as Record<string, string>),
      api.prices(tokens, network).catch(() => state.getState().prices),
      api.gasPrice(network).catch(() => state.getState().gasPrice),
    ])
    return { tokens: withBalances(tokens, held), prices, gasPrice }
  }

  /** Sends one built transaction through the chain plugin and waits until it is on chain. */
  async function sendAndWait(tx: SwapTransaction, revertedMessage: string): Promise<string> {
    const { adapter, network, address, provider } = signer()
    const hash = await adapter.sendTransaction!({ from: address, to: tx.to, data: tx.data, value: tx.value, gas: tx.gas, network, provider })
    const outcome = adapter.waitForTransaction ? await adapter.waitForTransaction({ network, hash, provider }) : { status: 'success' as const }
    if (outcome.status === 'reverted') throw new ChainError(revertedMessage)
    return hash
  }

  /** Builds the previewed swap again and compares it with the preview (issue 29 part 5). */
  async function quoteMoved(s: SwapState): Promise<boolean> {
    const amount = amountIn(s)
    if (!s.transaction || !s.sourceToken || !s.toToken || !amount) return true
    const { userAddress, network } = signer()
    const args = { network, amount, userAddress, from: s.sourceToken.address, to: s.toToken.address, gasPrice: s.gasPrice }
    const fresh = await api.buildTransaction(args)
    const freshOutput = fresh.amount ?? (await api.quote(args))
    const previewed = s.transaction.amount ?? toBaseUnits(s.toTokenAmount, s.toToken.decimals) ?? 0n
    const drift = quoteDrift(s.transaction, previewed, fresh, freshOutput, SWAP_SLIPPAGE)
    if (drift) deps.logger?.debug(`swap: the quote moved since the preview (${drift}); showing the new one`)
    return drift !== undefined
  }

  const service: SwapService = {
    state,

    async enter(prefill) {
      const { network, address } = active()
      const previous = state.getState()
      const sameAccount = previous.network?.caipNetworkId === network?.caipNetworkId && previous.address === address
      if (!sameAccount) state.reset()
      if (!network || !address) return set({ status: 'idle' })
      if (!isSwapNetwork(network)) return set({ status: 'unsupported', network, address })
      // Loading until the lists are fresh, so a form left from last time cannot be reviewed meanwhile.
      set({ network, address, status: 'loading', loadError: undefined, ...clearPreview })
      const hasPrefill = Boolean(prefill && (prefill.fromToken || prefill.toToken || prefill.amount))
      if (hasPrefill) applyPrefill(prefill!)
      try {
        const listed = await api.tokens(network)
        const market = await loadMarket(network, address, listed)
        set({ ...market, status: 'ready', ...relink(market.tokens) })
      } catch (error) {
        return set({ status: 'ready', loadError: errorMessage(error) })
      }
      const { tokens, sourceToken } = state.getState()
      if (hasPrefill) applyPrefill(prefill!)
      // AppKit starts from the network's own coin.
      else if (!sourceToken) set({ sourceToken: tokens.find(isNativeSwapToken) })
      await runQuote()
    },

    async refresh() {
      const { network, address, tokens, status } = state.getState()
      if (status !== 'ready' || !network || !address || tokens.length === 0) return
      const market = await loadMarket(network, address, tokens)
      set({ ...market, ...relink(market.tokens) })
      if (!state.getState().loadingQuote) await runQuote()
    },

    setSourceTokenAmount(amount) {
      set({ sourceTokenAmount: amount, ...clearPreview })
      scheduleQuote()
    },

    selectToken(target, token) {
      const s = state.getState()
      const other = target === 'sourceToken' ? s.toToken : s.sourceToken
      // Picking the other side's token swaps the two, as AppKit does.
      if (other && tokenKey(other) === tokenKey(token)) return service.flip()
      set({ [target]: token, ...clearPreview })
      scheduleQuote()
    },

    flip() {
      const s = state.getState()
      set({ sourceToken: s.toToken, toToken: s.sourceToken, sourceTokenAmount: s.toTokenAmount, toTokenAmount: '', ...clearPreview })
      scheduleQuote()
    },

    setMax() {
      const { sourceToken, gasPrice } = state.getState()
      if (!sourceToken?.balance) return
      const held = toBaseUnits(sourceToken.balance, sourceToken.decimals) ?? 0n
      const reserve = isNativeSwapToken(sourceToken) ? 2n * TYPICAL_SWAP_GAS * (gasPrice ?? 0n) : 0n
      service.setSourceTokenAmount(fromBaseUnits(held > reserve ? held - reserve : 0n, sourceToken.decimals))
    },

    quote: () => runQuote(),

    async preparePreview() {
      const s = state.getState()
      const amount = amountIn(s)
      if (!s.network || !s.sourceToken || !s.toToken || !amount) return
      set({ preparing: true, ...clearPreview })
      const form = formOf(s)
      const current = () => formOf(state.getState()) === form
      try {
        const { userAddress, adapter, network, address, provider } = signer()
        let approvalNeeded = false
        if (!isNativeSwapToken(s.sourceToken)) {
          const allowance = await api.allowance({ network, tokenAddress: s.sourceToken.address, userAddress })
          approvalNeeded = allowance < amount
        }
        const transaction = approvalNeeded
          ? await api.buildApprove({ network, userAddress, from: s.sourceToken.address, to: s.toToken.address })
          : await api.buildTransaction({ network, amount, userAddress, from: s.sourceToken.address, to: s.toToken.address })
        const networkFee = await adapter
          .estimateFee?.({ network, from: address, to: transaction.to, value: transaction.value, data: transaction.data, provider })
          .catch(() => undefined)
        if (!current()) return
        set({
          approvalNeeded,
          transaction,
          networkFee: networkFee ?? (transaction.gas ?? 0n) * (transaction.gasPrice ?? s.gasPrice ?? 0n),
          // The built swap pays out what the provider quotes now.
          ...(transaction.amount !== undefined && !approvalNeeded ? { toTokenAmount: fromBaseUnits(transaction.amount, s.toToken.decimals) } : {}),
        })
      } catch (error) {
        if (current()) set(previewFailure(error))
      } finally {
        set({ preparing: false })
      }
    },

    async approve() {
      const { transaction, approvalNeeded, sourceToken } = state.getState()
      if (!transaction || !approvalNeeded) return
      set({ sending: 'approve', previewError: undefined, previewErrorWords: undefined })
      try {
        await sendAndWait(transaction, SwapMessages.approvalReverted)
      } catch (error) {
        track('SWAP_APPROVAL_ERROR', { token: sourceToken?.symbol ?? '', message: errorMessage(error) })
        set({ sending: undefined, ...previewFailure(error) })
        snackbar.showError(snackOf(error, failedSnack()))
        return
      }
      set({ sending: undefined })
      await service.preparePreview()
    },

    async swap() {
      const s = state.getState()
      if (!s.transaction || s.approvalNeeded || !s.sourceToken || !s.toToken) throw new ChainError(ErrorMessages.unsupportedChain)
      const properties = {
        network: s.network?.caipNetworkId ?? '',
        swapFromToken: s.sourceToken.symbol,
        swapToToken: s.toToken.symbol,
        swapFromAmount: s.sourceTokenAmount,
        swapToAmount: s.toTokenAmount,
        isSmartAccount: false,
      }
      track('INITIATE_SWAP', properties)
      set({ sending: 'swap', previewError: undefined, previewErrorWords: undefined, previewNotice: undefined })
      try {
        if (await quoteMoved(s)) {
          // Send what was previewed or nothing: the visitor reviews the new quote and presses again.
          set({ sending: undefined })
          await service.preparePreview()
          set({ previewNotice: SwapMessages.quoteMoved })
          return undefined
        }
        const hash = await sendAndWait(s.transaction, SwapMessages.reverted)
        snackbar.showSuccess(swappedSnack(s.sourceToken.symbol, s.toTokenAmount, s.toToken.symbol))
        set({ sourceTokenAmount: '', toTokenAmount: '', sending: undefined, ...clearPreview })
        deps.router.reset('Account')
        // The balances plugin forces its reads past their caches on this event.
        track('SWAP_SUCCESS', { ...properties, hash })
        // Our own balances too, for the next swap.
        void service.refresh().catch(() => undefined)
        return hash
      } catch (error) {
        track('SWAP_ERROR', { ...properties, message: errorMessage(error) })
        const reverted = error instanceof ChainError && error.message === SwapMessages.reverted
        set({ sending: undefined, ...previewFailure(error) })
        snackbar.showError(snackOf(error, failedSnack()))
        if (reverted) {
          // That transaction is spent: build one at today's price, so Swap again is a fresh try.
          await service.preparePreview()
          set(previewFailure(error))
        }
        throw error
      }
    },

    leave() {
      clearTimeout(quoteTimer)
      quoteSeq++
      if (state.getState().loadingQuote) set({ loadingQuote: false })
    },

    reset() {
      service.leave()
      state.reset()
    },
  }

  return service
}
