import type { KitEvent } from './bus/events'
import { subscribeTrackEvents } from './bus/createEventBus'
import type { DependencyContainer } from './container/tsyringe'
import type { OpenRequest } from './router/viewNames'
import type { AccountState, AppKitNetwork, CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace, ConnectedWalletInfo, RequestProvider, ThemeMode, ThemeVariables } from './types'
import type { Store } from './store/createStore'
import { derived, shallowEqual } from './store/derived'
import { interceptProvider } from './plugins/kitHooks'
import type { Features } from './config/options'
import { validateFeatures } from './config/validateOptions'
import * as T from './tokens'

/** AppKit's public state: what `getState` / `subscribeState` report. */
export interface PublicState {
  open: boolean
  loading: boolean
  selectedNetworkId: CaipNetworkId | undefined
  activeChain: ChainNamespace | undefined
  initialized: boolean
}

/** AppKit's account shape (useAppKitAccount, getAccount, subscribeAccount). */
export interface PublicAccount {
  allAccounts: AccountState['allAccounts']
  caipAddress: CaipAddress | undefined
  address: string | undefined
  isConnected: boolean
  embeddedWalletInfo: { user: AccountState['user']; accountType: string | undefined; authProvider: string } | undefined
  status: AccountState['status']
}

export interface PublicNetwork {
  caipNetwork: CaipNetwork | undefined
  chainId: number | string | undefined
  caipNetworkId: CaipNetworkId | undefined
}

export interface ThemeSnapshot {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
}

/** Hands the shell and plugins the kit's container; not part of AppKit's API. */
export const KIT_CONTAINER: unique symbol = Symbol.for('airlock.container') as never

/** Builds the instance methods with AppKit's names over one kit's container (BYD-09). */
export function createPublicApi(
  c: DependencyContainer,
  lifecycle: { state: Store<{ initialized: boolean }>; ready: () => Promise<void>; destroy: () => void },
) {
  const modal = c.resolve(T.MODAL)
  const controller = c.resolve(T.MODAL_CONTROLLER)
  const connection = c.resolve(T.CONNECTION_STORE)
  const accounts = c.resolve(T.ACCOUNT_STORE)
  const networks = c.resolve(T.NETWORKS_STORE)
  const theme = c.resolve(T.THEME)
  const bus = c.resolve(T.BUS)

  const namespaceOr = (namespace?: ChainNamespace) => namespace ?? connection.getState().activeNamespace
  const accountOf = (namespace?: ChainNamespace) => {
    const ns = namespaceOr(namespace)
    return ns ? accounts.get(ns) : undefined
  }
  const networkOf = (namespace?: ChainNamespace) => {
    const ns = namespaceOr(namespace)
    return ns ? networks.getState().activeNetworks[ns] : undefined
  }

  const getState = derived([modal, connection, networks, lifecycle.state], (): PublicState => ({
    open: modal.getState().open,
    loading: modal.getState().loading,
    selectedNetworkId: networkOf()?.caipNetworkId,
    activeChain: connection.getState().activeNamespace,
    initialized: lifecycle.state.getState().initialized,
  }))

  const getAccount = (namespace?: ChainNamespace): PublicAccount => {
    const account = accountOf(namespace)
    return {
      allAccounts: account?.allAccounts ?? [],
      caipAddress: account?.caipAddress,
      address: account?.address,
      isConnected: Boolean(account?.caipAddress),
      embeddedWalletInfo: account?.user
        ? {
            user: account.user,
            accountType: account.preferredAccountTypes?.[namespaceOr(namespace) ?? ''],
            authProvider: account.socialProvider ?? 'email',
          }
        : undefined,
      status: account?.status ?? 'disconnected',
    }
  }
  const getNetwork = (): PublicNetwork => {
    const caipNetwork = networkOf()
    return { caipNetwork, chainId: caipNetwork?.id, caipNetworkId: caipNetwork?.caipNetworkId }
  }

  /** Calls back with the value `read` gives, each time it changes (by shallow compare). */
  const watch = <V extends object>(stores: { subscribe(l: () => void): () => void }[], read: () => V, cb: (v: V) => void) => {
    let last = read()
    const unsubs = stores.map((s) =>
      s.subscribe(() => {
        const next = read()
        if (!shallowEqual(last, next)) cb((last = next))
      }),
    )
    return () => unsubs.forEach((u) => u())
  }

  return {
    [KIT_CONTAINER]: c,
    /** Resolves once startup (features, plugins, restored sessions) has finished. Airlock's own. */
    ready: lifecycle.ready,
    destroy: lifecycle.destroy,
    async open(request?: OpenRequest) {
      // The open rules read the registered chains and views: before startup finishes (remote
      // features still loading) they would pick the WalletConnect-only view of an empty kit.
      if (!lifecycle.state.getState().initialized) await lifecycle.ready()
      controller.open(request)
    },
    async close() {
      controller.close()
    },
    /** AppKit's updateFeatures: merges features at runtime; plugins behind a changed flag load or unload. */
    updateFeatures(features: Features) {
      validateFeatures(features)
      c.resolve(T.FEATURES).update(features)
    },
    getState: () => getState.get(),
    subscribeState: (cb: (state: PublicState) => void) => getState.subscribe(cb),
    subscribeEvents: (cb: (event: KitEvent) => void) => subscribeTrackEvents(bus, cb),
    getIsConnectedState: () => connection.getState().status === 'connected',
    getAddress: (namespace?: ChainNamespace) => accountOf(namespace)?.address,
    getCaipAddress: (namespace?: ChainNamespace) => accountOf(namespace)?.caipAddress,
    getAccount,
    subscribeAccount: (cb: (account: PublicAccount) => void, namespace?: ChainNamespace) =>
      watch([accounts, connection], () => getAccount(namespace), cb),
    getCaipNetwork: (namespace?: ChainNamespace) => networkOf(namespace),
    getCaipNetworkId: () => networkOf()?.caipNetworkId,
    getChainId: () => networkOf()?.id,
    getCaipNetworks: (namespace?: ChainNamespace) =>
      namespace ? networks.networksOf(namespace) : [...networks.getState().networks],
    subscribeNetwork: (cb: (network: PublicNetwork) => void) => watch([networks, connection], getNetwork, cb),
    getActiveChainNamespace: () => connection.getState().activeNamespace,
    async switchNetwork(network: AppKitNetwork) {
      const target = networks.getState().networks.find(
        (n) => n.caipNetworkId === network.caipNetworkId || (n.id === network.id && (!network.chainNamespace || n.chainNamespace === network.chainNamespace)),
      )
      if (!target) {
        // ERR-01: the host asked for a network it did not configure.
        c.resolve(T.ALERTS).show('networkNotFound')
        return
      }
      await c.resolve(T.CONNECTION_CONTROLLER).switchNetwork(target)
    },
    disconnect: (namespace?: ChainNamespace) => c.resolve(T.CONNECTION_CONTROLLER).disconnect(namespace),
    getWalletInfo: (namespace?: ChainNamespace): ConnectedWalletInfo | undefined => accountOf(namespace)?.connectedWalletInfo,
    subscribeWalletInfo: (cb: (info: ConnectedWalletInfo | undefined) => void, namespace?: ChainNamespace) =>
      watch([accounts, connection], () => ({ info: accountOf(namespace)?.connectedWalletInfo }), (v) => cb(v.info)),
    // The connected connector's provider first (a WalletConnect session, an injected wallet), then the chain plugin's.
    getProvider: <P = RequestProvider>(namespace: ChainNamespace): P | undefined => {
      const connectorId = connection.getState().connections[namespace]?.connectorId
      const connected = connectorId ? c.resolve(T.CONNECTORS_STORE).getConnector(connectorId, namespace)?.provider : undefined
      const provider = connected ?? c.resolve(T.CHAIN_REGISTRY).find(namespace)?.getProvider?.()
      // Plugins' RPC interceptors (the embedded wallet's approvals) see every request the host sends
      // through it; with none registered the wallet's own provider is handed out unchanged.
      const hooks = c.resolve(T.KIT_HOOKS)
      const wrap = provider && hooks.rpcInterceptors.list().length > 0
      return (wrap ? interceptProvider(provider, namespace, hooks) : provider) as P | undefined
    },
    setThemeMode: (themeMode: ThemeMode) => theme.setState({ themeMode }),
    getThemeMode: () => theme.getState().themeMode,
    setThemeVariables: (themeVariables: ThemeVariables) =>
      theme.setState((s) => ({ themeVariables: { ...s.themeVariables, ...themeVariables } })),
    getThemeVariables: () => theme.getState().themeVariables,
    subscribeTheme: (cb: (theme: ThemeSnapshot) => void) => theme.subscribe((s) => cb({ themeMode: s.themeMode, themeVariables: s.themeVariables })),
  }
}

export type AppKit = ReturnType<typeof createPublicApi>
