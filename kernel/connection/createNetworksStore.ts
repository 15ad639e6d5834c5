import { createStore, type Store } from '../store/createStore'
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../types'
import type { ByNamespace } from './byNamespace'

export interface NetworksStoreState {
  /** The host's networks, already in CAIP form (config turns AppKitNetwork into these). */
  networks: readonly CaipNetwork[]
  /** The selected network per namespace; the active namespace lives in the connection store. */
  activeNetworks: ByNamespace<CaipNetwork>
  /**
   * Networks the connected wallet says it can use, per namespace (a WalletConnect session's
   * approved chains). Absent or empty means every configured network of the namespace.
   */
  supportedNetworkIds: ByNamespace<readonly CaipNetworkId[]>
  /** True while the namespace's active network is not one the host configured (or the wallet supports). */
  isUnsupported: ByNamespace<boolean>
  /** True while a switch to a network of another namespace runs (NET-03). */
  isSwitchingNamespace: boolean
  /**
   * The networks' images loaded at startup (object URLs by asset image id), as AppKit prefetches
   * them: the network button outside the modal paints from here.
   */
  images: Readonly<Record<string, string>>
}

export interface NetworksStore extends Store<NetworksStoreState> {
  networksOf(namespace: ChainNamespace): CaipNetwork[]
  find(caipNetworkId: string): CaipNetwork | undefined
  isSupported(network: CaipNetwork): boolean
  /** Selects the network for its namespace and recomputes that namespace's unsupported flag. */
  setActiveNetwork(network: CaipNetwork): void
  setSupportedNetworkIds(namespace: ChainNamespace, ids: readonly CaipNetworkId[] | undefined): void
}

export function createNetworksStore(initial: { networks?: readonly CaipNetwork[] } = {}): NetworksStore {
  const store = createStore<NetworksStoreState>(() => ({
    networks: initial.networks ?? [],
    activeNetworks: {},
    supportedNetworkIds: {},
    isUnsupported: {},
    isSwitchingNamespace: false,
    images: {},
  }))

  const isSupportedIn = (state: NetworksStoreState, network: CaipNetwork) => {
    const configured = state.networks.some((n) => n.caipNetworkId === network.caipNetworkId)
    const approved = state.supportedNetworkIds[network.chainNamespace]
    return configured && (!approved?.length || approved.includes(network.caipNetworkId))
  }

  return {
    ...store,
    networksOf: (namespace) => store.getState().networks.filter((n) => n.chainNamespace === namespace),
    find: (caipNetworkId) => store.getState().networks.find((n) => n.caipNetworkId === caipNetworkId),
    isSupported: (network) => isSupportedIn(store.getState(), network),
    setActiveNetwork(network) {
      store.setState((s) => ({
        activeNetworks: { ...s.activeNetworks, [network.chainNamespace]: network },
        isUnsupported: { ...s.isUnsupported, [network.chainNamespace]: !isSupportedIn(s, network) },
      }))
    },
    setSupportedNetworkIds(namespace, ids) {
      store.setState((s) => {
        const supportedNetworkIds = { ...s.supportedNetworkIds }
        if (ids) supportedNetworkIds[namespace] = ids
        else delete supportedNetworkIds[namespace]
        const next = { ...s, supportedNetworkIds }
        const active = s.activeNetworks[namespace]
        const isUnsupported = active
          ? { ...s.isUnsupported, [namespace]: !isSupportedIn(next, active) }
          : s.isUnsupported
        return { supportedNetworkIds, isUnsupported }
      })
    },
  }
}
