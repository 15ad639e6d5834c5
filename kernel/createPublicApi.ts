import type { KitEvent } from './bus/events'
import { subscribeTrackEvents } from './bus/createEventBus'
import type { DependencyContainer } from './container/tsyringe'
import type { OpenRequest, ViewName } from './router/viewNames'
import type { AccountState, AppKitNetwork, CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace, ConnectedWalletInfo, ThemeMode, ThemeVariables } from './types'
import type { Store } from './store/createStore'
import { derived } from './store/derived'
import { AirlockError } from './errors'
import { accountMembers } from './publicApi/accountMembers'
import { connectionMembers } from './publicApi/connectionMembers'
import { createApiContext, type ApiContext } from './publicApi/apiContext'
import type { AsyncMembers } from './publicApi/asyncMembers'
import { LOAD_SERVICE, lazyService } from './container/lazyService'
import type { LocaleState } from './i18n/localeState'
import { featureMembers } from './publicApi/featureMembers'
import { defineFieldMembers } from './publicApi/fieldMembers'
import { networkMembers } from './publicApi/networkMembers'
import { readMembers } from './publicApi/readMembers'
import { NotSupportedError } from './publicApi/notSupported'
import { notSupportedMembers } from './publicApi/notSupportedMembers'
import { providerMembers } from './publicApi/providerMembers'
import { uiMembers } from './publicApi/uiMembers'
import { walletConnectMembers } from './publicApi/walletConnectMembers'
import { trackConnectingWallet, walletListMembers, type WalletListItem } from './publicApi/walletListMembers'
import * as T from './tokens'
import { KIT_CONTAINER } from './kitContainer'
// Types the members' inferred signatures use, named here so the emitted .d.ts refers to their own
// modules rather than back through kernel/plugin.ts, which re-exports this file (a cycle the
// declaration build warned about, once per shell module importing AppKit).
import type { Identity } from './api/createBlockchainApiClient'
import type { DeleteConnectionParams, SwitchConnectionParams, WalletConnection } from './connection/multiWalletService'
import type { FetchWalletsOptions, WalletListSnapshot } from './publicApi/walletListMembers'
import type { WalletConnectUriSnapshot } from './publicApi/walletConnectMembers'
import type { TransactionStatus } from './router/createTransactionStack'
import type { ConnectMethod, Features, SocialProvider, WalletFeature } from './config/options'
import type { SIWXConfig } from './config/siwxTypes'

/** AppKit's public state: what `getState` / `subscribeState` report. */
export interface PublicState {
  open: boolean
  loading: boolean
  selectedNetworkId: CaipNetworkId | undefined
  activeChain: ChainNamespace | undefined
  initialized: boolean
  /** The wallet a headless `connectWallet` is connecting, until it settles or is reset. */
  connectingWallet: WalletListItem | undefined
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

export { KIT_CONTAINER }

/** The async members (publicApi/asyncMembers.ts), whose code loads on the first call of any. */
function laterMembers(ctx: ApiContext, loadWalletList: () => Promise<void>): AsyncMembers {
  // The stand-in's methods without its load handle: the kit itself is no stand-in.
  const { [LOAD_SERVICE]: load, ...members } = lazyService<AsyncMembers>(() => import('./publicApi/asyncMembers').then((m) => m.asyncMembers(ctx)), {
    async: ['fetchIdentity', 'syncIdentity', 'updateNativeBalance', 'getReownName', 'fetchWallets', 'prefetchWalletConnectUri', 'connectWallet', 'getUniversalProvider', 'switchNetwork', 'setApprovedCaipNetworksData'],
  })
  // connectingWallet is set at the call, not once the members' code has loaded.
  return {
    ...members,
    connectWallet: trackConnectingWallet(ctx.headless, members.connectWallet),
    // The list a fetch fills is readable (getWalletList) once the fetch resolves.
    fetchWallets: (options) => Promise.all([loadWalletList(), members.fetchWallets(options)]).then(([, result]) => result),
  }
}

/** Builds the instance methods with AppKit's names over one kit's container (BYD-09). */
export function createPublicApi(
  c: DependencyContainer,
  lifecycle: { state: Store<{ initialized: boolean }>; ready: () => Promise<void>; openable: () => Promise<void>; destroy: () => void },
) {
  const ctx = createApiContext(c)
  const walletList = walletListMembers(ctx)
  const { connection, accounts, networks, accountOf, networkOf, watch } = ctx
  const modal = c.resolve(T.MODAL)
  const controller = c.resolve(T.MODAL_CONTROLLER)
  const theme = c.resolve(T.THEME)
  const i18n = c.resolve(T.I18N)
  const bus = c.resolve(T.BUS)

  const getState = derived([modal, connection, networks, lifecycle.state, ctx.headless], (): PublicState => ({
    open: modal.getState().open,
    loading: modal.getState().loading,
    selectedNetworkId: networkOf()?.caipNetworkId,
    activeChain: connection.getState().activeNamespace,
    initialized: lifecycle.state.getState().initialized,
    connectingWallet: ctx.headless.getState().connectingWallet,
  }))

  const { getAccount, getNetwork, getAddress, getCaipAddress, getCaipNetworkId, getChainId, getActiveChainNamespace } = readMembers(ctx)

  const api = {
    [KIT_CONTAINER]: c,
    /** Resolves once startup (features, plugins, restored sessions) has finished. */
    // The headless list's code comes with startup, so getWalletList reads the browser wallets once
    // ready resolves (a failed chunk leaves the list empty; a subscriber's load tries again).
    ready: () => Promise.all([lifecycle.ready(), walletList.load().catch(() => undefined)]).then(() => undefined),
    /** Airlock's own: tears the kit down (listeners, plugins, timers). */
    destroy: lifecycle.destroy,
    async open(request?: OpenRequest & { uri?: string }) {
      if (request?.uri !== undefined) {
        throw new NotSupportedError('open({ uri })', 'the walletconnect plugin makes and shows its own pairing URI; call open() and let the kit pair')
      }
      // The open rules read the registered chains and views: before startup registered them they
      // would pick the WalletConnect-only view of an empty kit. The remote config and restored
      // sessions are not waited for (issue 32): startup re-runs the rules once a session is back.
      if (!lifecycle.state.getState().initialized) await lifecycle.openable()
      controller.open(request)
    },
    async close() {
      // Before startup loaded the open/close rules, this waits for them.
      await controller.close()
    },
    getState: () => getState.get(),
    subscribeState: (cb: (state: PublicState) => void) => getState.subscribe(cb),
    subscribeEvents: (cb: (event: KitEvent) => void) => subscribeTrackEvents(bus, cb),
    getIsConnectedState: () => connection.getState().status === 'connected',
    getAddress,
    getCaipAddress,
    getAccount,
    subscribeAccount: (cb: (account: PublicAccount) => void, namespace?: ChainNamespace) =>
      watch([accounts, connection], () => getAccount(namespace), cb),
    getCaipNetworkId,
    getChainId,
    getCaipNetworks: (namespace?: ChainNamespace) =>
      namespace ? networks.networksOf(namespace) : [...networks.getState().networks],
    subscribeNetwork: (cb: (network: PublicNetwork) => void) => watch([networks, connection], getNetwork, cb),
    getActiveChainNamespace,
    disconnect: (namespace?: ChainNamespace) => c.resolve(T.CONNECTION_CONTROLLER).disconnect(namespace),
    getWalletInfo: (namespace?: ChainNamespace): ConnectedWalletInfo | undefined => accountOf(namespace)?.connectedWalletInfo,
    subscribeWalletInfo: (cb: (info: ConnectedWalletInfo | undefined) => void, namespace?: ChainNamespace) =>
      watch([accounts, connection], () => ({ info: accountOf(namespace)?.connectedWalletInfo }), (v) => cb(v.info)),
    setThemeMode: (themeMode: ThemeMode) => theme.setState({ themeMode }),
    // Airlock's own (AppKit has no i18n): resolves once the new locale's messages have loaded.
    setLocale: (locale: string) => i18n.setLocale(locale),
    getLocale: () => i18n.state.getState().locale,
    subscribeLocale: (cb: (locale: LocaleState) => void) => i18n.state.subscribe(cb),
    getThemeMode: () => theme.getState().themeMode,
    setThemeVariables: (themeVariables: ThemeVariables) =>
      theme.setState((s) => ({ themeVariables: { ...s.themeVariables, ...themeVariables } })),
    getThemeVariables: () => theme.getState().themeVariables,
    subscribeTheme: (cb: (theme: ThemeSnapshot) => void) => theme.subscribe((s) => cb({ themeMode: s.themeMode, themeVariables: s.themeVariables })),
    // The rest of AppKit's instance, by group (kernel/publicApi/); each member works or throws NotSupportedError.
    ...uiMembers(ctx),
    ...accountMembers(ctx),
    ...networkMembers(ctx),
    ...providerMembers(ctx),
    ...connectionMembers(ctx),
    ...featureMembers(ctx),
    ...walletConnectMembers(ctx),
    ...walletList.members,
    ...notSupportedMembers(),
    ...laterMembers(ctx, walletList.load),
  }
  return defineFieldMembers(api, ctx)
}

export type AppKit = ReturnType<typeof createPublicApi>
