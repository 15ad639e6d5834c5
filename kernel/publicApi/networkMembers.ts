import { toCaipNetwork } from '../config/toCaipNetwork'
import { AirlockError } from '../errors'
import * as T from '../tokens'
import type { AppKitNetwork, CaipNetwork, CaipNetworkId, ChainNamespace } from '../types'
import type { ApiContext } from './apiContext'

/** AppKit's network members beyond the reads createPublicApi keeps. */
export function networkMembers({ c, networks, connection, networkOf, namespaceOr, watch }: ApiContext) {
  const config = () => c.resolve(T.CONFIG)
  const toNetwork = (network: AppKitNetwork, optionName: string): CaipNetwork => {
    const { projectId, endpoints, customRpcUrls, chainImages } = config()
    return toCaipNetwork(network, { projectId, blockchainApi: endpoints.blockchainApi, customRpcUrls, chainImages, optionName })
  }
  const requireAdapter = (namespace: ChainNamespace) => {
    if (!c.resolve(T.CHAIN_REGISTRY).has(namespace)) throw new AirlockError(`Adapter for namespace ${namespace} doesn't exist`)
  }
  const sameId = (network: CaipNetwork, id: string | number) => String(network.id) === String(id) || network.caipNetworkId === id
  /** Replaces one namespace's networks, keeping the others and their order. */
  const setNetworksOf = (namespace: ChainNamespace, list: readonly CaipNetwork[]) =>
    networks.setState((s) => ({ networks: [...s.networks.filter((n) => n.chainNamespace !== namespace), ...list] }))
  const controller = () => c.resolve(T.CONNECTION_CONTROLLER)

  return {
    /** The active network of a namespace (default: the active one), or the namespace's network with `id`. */
    getCaipNetwork: (namespace?: ChainNamespace, id?: string | number) => {
      if (id === undefined) return networkOf(namespace)
      const ns = namespaceOr(namespace)
      return ns ? networks.networksOf(ns).find((n) => sameId(n, id)) : undefined
    },
    /** Calls back with the active network each time it changes. */
    subscribeCaipNetworkChange: (cb: (network?: CaipNetwork) => void) =>
      watch([networks, connection], () => ({ network: networkOf() }), (v) => cb(v.network)),
    /** Every namespace's approved network ids (a WalletConnect session's chains), flattened. */
    getApprovedCaipNetworkIds: (): CaipNetworkId[] => Object.values(networks.getState().supportedNetworkIds).flatMap((ids) => [...(ids ?? [])]),
    /** Configured networks the connected wallet did not approve. */
    getDisabledCaipNetworks: () => networks.getState().networks.filter((n) => !networks.isSupported(n)),
    /** Selects a network and makes its namespace active, without asking the wallet (AppKit's setCaipNetwork). */
    setCaipNetwork: (network: CaipNetwork) => controller().setActiveNetwork(network),
    /** Selects a namespace's network without making that namespace active. */
    setCaipNetworkOfNamespace: (network: CaipNetwork, namespace: ChainNamespace) => {
      if (network.chainNamespace !== namespace) throw new AirlockError(`Network ${network.caipNetworkId} is not a ${namespace} network`)
      networks.setActiveNetwork(network)
    },
    /** Replaces the networks offered for a namespace (what the Networks view lists). */
    setRequestedCaipNetworks(list: AppKitNetwork[], namespace: ChainNamespace) {
      requireAdapter(namespace)
      setNetworksOf(namespace, list.map((n, i) => toNetwork(n, `networks[${i}]`)))
    },
    /** Forgets the wallet's approved networks of a namespace, so every configured one is offered again. */
    resetNetwork: (namespace: ChainNamespace) => networks.setSupportedNetworkIds(namespace, undefined),
    /** Offers one more network on a namespace that has a chain adapter; a known network is left as is. */
    addNetwork(namespace: ChainNamespace, network: AppKitNetwork) {
      requireAdapter(namespace)
      const added = toNetwork(namespace && !network.chainNamespace ? { ...network, chainNamespace: namespace } : network, 'network')
      if (added.chainNamespace !== namespace) throw new AirlockError(`Network ${added.caipNetworkId} is not a ${namespace} network`)
      if (networks.find(added.caipNetworkId)) return
      setNetworksOf(namespace, [...networks.networksOf(namespace), added])
    },
    /** Stops offering a network; the active one moves to the namespace's first remaining network. */
    removeNetwork(namespace: ChainNamespace, networkId: string | number) {
      requireAdapter(namespace)
      const current = networks.networksOf(namespace)
      const removed = current.find((n) => sameId(n, networkId))
      if (!removed) return
      if (current.length === 1) throw new AirlockError(`Cannot remove the last network of ${namespace}`)
      const rest = current.filter((n) => n !== removed)
      setNetworksOf(namespace, rest)
      if (networks.getState().activeNetworks[namespace]?.caipNetworkId === removed.caipNetworkId) {
        // Only the active namespace's move goes through the controller, which also focuses it.
        if (c.resolve(T.CONNECTION_STORE).getState().activeNamespace === namespace) controller().setActiveNetwork(rest[0]!)
        else networks.setActiveNetwork(rest[0]!)
      }
    },
  }
}
