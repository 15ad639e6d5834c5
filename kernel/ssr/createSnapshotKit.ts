import { createAccountStore } from '../connection/createAccountStore'
import { createConnectionStore } from '../connection/createConnectionStore'
import { createNetworksStore } from '../connection/createNetworksStore'
import type { DependencyContainer, InjectionToken } from '../container/tsyringe'
import type { AppKit, PublicState } from '../createPublicApi'
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
  // Nothing is loading in a snapshot: the server never is, and hydration must draw the same.
  const idleModal = Object.assign(Object.create(modal) as typeof modal, { isLoading: () => false })
  const own = new Map<InjectionToken<unknown>, unknown>([
    [T.CONNECTION_STORE, stores.connection],
    [T.ACCOUNT_STORE, stores.account],
    [T.NETWORKS_STORE, stores.networks],
    [T.MODAL, idleModal],
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
