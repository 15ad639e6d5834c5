import { createAccountStore } from '../connection/createAccountStore'
import { createConnectionStore } from '../connection/createConnectionStore'
import { fillInitialNetworks } from '../connection/initialNetworks'
import { createNetworksStore } from '../connection/createNetworksStore'
import type { DependencyContainer, InjectionToken } from '../container/tsyringe'
import type { AppKit, PublicState } from '../createPublicApi'
import { fillEnglish } from '../i18n/fillEnglish'
import { KIT_CONTAINER } from '../kitContainer'
import { createApiContext } from '../publicApi/apiContext'
import { readMembers } from '../publicApi/readMembers'
import * as T from '../tokens'
import type { ChainNamespace } from '../types'
import { applyInitialState } from './applyInitialState'
import type { AppKitInitialState } from './cookieToInitialState'

const unsubscribe = () => () => {}

/**
 * A read-only view of `kit` showing only the initial state: what the server renders and what
 * hydration renders (React's server snapshot), the same on both sides whatever the live kit did
 * meanwhile. Its stores are its own, so one request's cookie never reaches another's render;
 * everything else (config, theme, networks configured) is the kit's.
 */
export function createSnapshotKit(kit: AppKit, state: AppKitInitialState | undefined): AppKit {
  const real = kit[KIT_CONTAINER]
  const modal = real.resolve(T.MODAL)
  const stores = {
    connection: createConnectionStore(),
    account: createAccountStore(),
    networks: createNetworksStore({ networks: real.resolve(T.NETWORKS_STORE).getState().networks }),
  }
  applyInitialState(stores, state)
  // Namespaces the state left alone start where the browser's kit will (startup's choice).
  fillInitialNetworks(stores, real.resolve(T.CONFIG))
  // Nothing is loading in a snapshot: the server never is, and hydration must draw the same.
  const idleModal = Object.assign(Object.create(modal) as typeof modal, { isLoading: () => false })
  // The locale's lang and dir, in English words: a server may or may not have loaded the locale's
  // catalogue when it rendered, and hydration must draw the same; the live kit's words follow.
  const i18n = real.resolve(T.I18N)
  const englishI18n = Object.assign(Object.create(i18n) as typeof i18n, {
    text: (messages: Parameters<typeof i18n.text>[0], key: string, values?: Parameters<typeof i18n.text>[2]) => fillEnglish(messages.en[key]!, values),
    manifestText: (_key: string, english: string) => english,
  })
  const own = new Map<InjectionToken<unknown>, unknown>([
    [T.CONNECTION_STORE, stores.connection],
    [T.ACCOUNT_STORE, stores.account],
    [T.NETWORKS_STORE, stores.networks],
    [T.MODAL, idleModal],
    [T.I18N, englishI18n],
  ])
  const container = Object.assign(Object.create(real) as DependencyContainer, {
    resolve: <V>(token: InjectionToken<V>): V => (own.has(token) ? (own.get(token) as V) : real.resolve(token)),
  })
  const ctx = createApiContext(container)
  const reads = readMembers(ctx)
  const getState = (): PublicState => ({
    open: false,
    loading: false,
    selectedNetworkId: reads.getCaipNetworkId(),
    activeChain: reads.getActiveChainNamespace(),
    initialized: false,
    connectingWallet: undefined,
  })
  const snapshot = getState()
  return Object.assign(Object.create(kit) as AppKit, {
    [KIT_CONTAINER]: container,
    ...reads,
    getCaipNetwork: (namespace?: ChainNamespace) => ctx.networkOf(namespace),
    getState: () => snapshot,
    getIsConnectedState: () => Boolean(reads.getCaipAddress()),
    getWalletInfo: () => undefined,
    subscribeState: unsubscribe,
    subscribeAccount: unsubscribe,
    subscribeNetwork: unsubscribe,
  })
}
