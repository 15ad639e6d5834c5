import {
  NATIVE_BALANCE_TTL_MS,
  PORTFOLIO_BALANCE_TTL_MS,
  SnackMessages,
  cached,
  createStore,
  tokenAddressRule,
  type AccountStore,
  type BlockchainApiClient,
  type CaipNetwork,
  type ChainNamespace,
  type ChainRegistry,
  type Logger,
  type NetworksStore,
  type PluginMutators,
  type Snackbar,
  type Store,
  type TokenBalance,
} from '../../kernel/plugin'
import { isBalanceNamespace } from './balanceNamespaces'
import { createRetryGate } from './createRetryGate'
import { filterTokenBalances } from './filterTokenBalances'

/** Shown instead of a balance where the kit does not read one (BAL-05, BAL-06). */
export const ZERO_BALANCE = '0.00'

export interface BalancesServiceDeps {
  api: Pick<BlockchainApiClient, 'get' | 'whenSupported'>
  chains: Pick<ChainRegistry, 'find'>
  accounts: Pick<AccountStore, 'get'> & { patch: PluginMutators['patchAccount'] }
  networks: Pick<NetworksStore, 'getState'>
  snackbar: Pick<Snackbar, 'showError'>
  logger?: Pick<Logger, 'debug'>
  now?: () => number
}

export interface BalancesState {
  /** True while a namespace's balances are being fetched (the Tokens tab shows skeletons). */
  loading: Readonly<Partial<Record<ChainNamespace, boolean>>>
}

export interface RefreshOptions {
  /** Skips the 30 s caches, e.g. after a send; the failure gap still applies. */
  force?: boolean
  /** Token addresses the API should re-read now (its `forceUpdate` parameter). */
  forceUpdate?: string
}

export interface BalancesService {
  state: Store<BalancesState>
  /**
   * Reads the namespace's native balance and token balances for its active network and address
   * and writes them to the account store (balance, balanceSymbol, tokenBalance).
   */
  refresh(namespace: ChainNamespace, options?: RefreshOptions): Promise<void>
  /** Token balances from the blockchain API, decimals "0" filtered out; undefined when not read (failure, gap, unsupported). */
  fetchTokenBalances(address: string, network: CaipNetwork, options?: RefreshOptions): Promise<TokenBalance[] | undefined>
}

interface Portfolio {
  balances?: unknown
}

export function createBalancesService(deps: BalancesServiceDeps): BalancesService {
  const { api, chains, accounts, networks, snackbar, logger, now } = deps
  const state = createStore<BalancesState>({ loading: {} })
  const gate = createRetryGate({ now })
  const inFlight = new Map<string, Promise<void>>()

  // BAL-02, BAL-07: one request per address and network per 30 s, concurrent callers share it.
  const portfolio = cached<[address: string, caipNetworkId: string, forceUpdate?: string], Portfolio | undefined>(
    (address: string, caipNetworkId: string, forceUpdate?: string) =>
      api.get<Portfolio | undefined>(`/v1/account/${encodeURIComponent(address)}/balance`, {
        params: { currency: 'usd', chainId: caipNetworkId, forceUpdate },
      }),
    PORTFOLIO_BALANCE_TTL_MS,
    { key: (address, caipNetworkId) => `${caipNetworkId}:${address}`, now },
  )

  // BAL-08: the chain plugin's RPC read, for networks the API does not serve.
  const native = cached(
    async (network: CaipNetwork, address: string) => {
      const adapter = chains.find(network.chainNamespace)
      if (!adapter?.getBalance) return { balance: ZERO_BALANCE, symbol: network.nativeCurrency.symbol }
      return adapter.getBalance({ address, network })
    },
    NATIVE_BALANCE_TTL_MS,
    { key: (network, address) => `${network.caipNetworkId}:${address}`, now },
  )

  const setLoading = (namespace: ChainNamespace, loading: boolean) =>
    state.setState((s) => ({ loading: { ...s.loading, [namespace]: loading } }))

  /** The API's answer for the active network: token rows (BAL-04 applied) and the native coin's amount. */
  async function readPortfolio(address: string, network: CaipNetwork, options: RefreshOptions) {
    if (!gate.canTry()) return undefined
    if (options.force) portfolio.invalidate(address, network.caipNetworkId)
    try {
      // API-14: networks off the provider's list are not asked; the visitor is told (BAL-11).
      const answer = await api.whenSupported(
        network.caipNetworkId,
        () => portfolio(address, network.caipNetworkId, options.forceUpdate),
        () => {
          snackbar.showError(SnackMessages.tokenBalanceUnavailable)
          return null
        },
      )
      if (answer === null) return undefined
      gate.succeeded()
      let dropped = 0
      const adapter = chains.find(network.chainNamespace)
      const tokens = filterTokenBalances(answer?.balances, {
        rules: adapter ? { [network.chainNamespace]: tokenAddressRule(adapter) } : undefined,
        onDropped: () => (dropped += 1),
      })
      if (dropped) logger?.debug(`balances: dropped ${dropped} malformed entr${dropped === 1 ? 'y' : 'ies'}`)
      // The native coin is the entry without a token address.
      const coin = tokens.find((b) => !b.address && b.symbol === network.nativeCurrency.symbol)
      return { tokens, native: coin?.quantity.numeric }
    } catch (error) {
      gate.failed()
      logger?.debug('balances: fetch failed', error)
      snackbar.showError(SnackMessages.tokenBalanceUnavailable) // BAL-10
      return undefined
    }
  }

  /** A family the blockchain API does not serve whose chain plugin reads tokens itself (tron). */
  const readsOwnTokens = (namespace: ChainNamespace) => !isBalanceNamespace(namespace) && typeof chains.find(namespace)?.getTokenBalances === 'function'

  // Checked at the boundary like the API's answer: a chain plugin's node is a remote too.
  async function readOwnTokens(address: string, network: CaipNetwork): Promise<TokenBalance[] | undefined> {
    const adapter = chains.find(network.chainNamespace)
    try {
      const answer = await adapter!.getTokenBalances!({ address, network })
      return filterTokenBalances(answer, { rules: { [network.chainNamespace]: tokenAddressRule(adapter) } })
    } catch (error) {
      logger?.debug('balances: token balances failed', error)
      return undefined
    }
  }

  const readNative = async (address: string, network: CaipNetwork, force?: boolean) => {
    if (force) native.invalidate(network, address)
    try {
      return await native(network, address)
    } catch (error) {
      logger?.debug('balances: native balance failed', error)
      return undefined
    }
  }

  async function run(namespace: ChainNamespace, address: string, network: CaipNetwork, options: RefreshOptions) {
    const symbol = network.nativeCurrency.symbol
    // The address or network may change while we wait; a late answer must not overwrite the new one.
    const stillCurrent = () =>
      accounts.get(namespace).address === address &&
      networks.getState().activeNetworks[namespace]?.caipNetworkId === network.caipNetworkId
    const write = (balance: string | undefined, tokenBalance: TokenBalance[] | undefined) => {
      if (!stillCurrent()) return
      accounts.patch(namespace, {
        ...(balance !== undefined ? { balance, balanceSymbol: symbol } : {}),
        ...(tokenBalance !== undefined ? { tokenBalance } : {}),
      })
    }

    // BAL-06: a network the kit marked unsupported shows 0.00; BAL-05: testnets too, never asked about.
    if (networks.getState().isUnsupported[namespace] || network.testnet) {
      write(ZERO_BALANCE, [])
      return
    }
    // BAL-12: the API serves eip155 and solana only. A family whose plugin reads its own tokens
    // (tron) shows them; any other (a third party's chain plugin, Bitcoin with getUTXOs) shows
    // what its adapter's getBalance reads, 0.00 without one.
    if (readsOwnTokens(namespace)) {
      const [coin, tokens] = await Promise.all([readNative(address, network, options.force), readOwnTokens(address, network)])
      write(coin?.balance, tokens)
      return
    }
    if (!isBalanceNamespace(namespace)) {
      write((await readNative(address, network, options.force))?.balance ?? ZERO_BALANCE, [])
      return
    }

    const fromApi = await readPortfolio(address, network, options)
    const balance = fromApi?.native ?? (await readNative(address, network, options.force))?.balance
    write(balance, fromApi?.tokens)
  }

  return {
    state,
    fetchTokenBalances: async (address, network, options = {}) =>
      readsOwnTokens(network.chainNamespace) ? readOwnTokens(address, network) : (await readPortfolio(address, network, options))?.tokens,
    refresh(namespace, options = {}) {
      const { address } = accounts.get(namespace)
      const network = networks.getState().activeNetworks[namespace]
      if (!address || !network) return Promise.resolve()
      const key = `${namespace}|${network.caipNetworkId}:${address}|${options.force ? 'force' : ''}`
      const pending = inFlight.get(key)
      if (pending) return pending
      setLoading(namespace, true)
      const promise = run(namespace, address, network, options).finally(() => {
        inFlight.delete(key)
        if (![...inFlight.keys()].some((k) => k.startsWith(`${namespace}|`))) setLoading(namespace, false)
      })
      inFlight.set(key, promise)
      return promise
    },
  }
}
