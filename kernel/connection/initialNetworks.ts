import type { CaipNetwork, ChainNamespace } from '../types'
import type { ConnectionStore } from './createConnectionStore'
import type { NetworksStore } from './createNetworksStore'

/**
 * Which network each namespace starts on (the default network in its namespace, else the
 * namespace's first), and which namespace is active: startup's choice, and a server snapshot's,
 * so the server draws the network the browser's kit will show.
 */
export function initialNetworks(config: { networks: readonly CaipNetwork[]; defaultNetwork?: CaipNetwork }): { perNamespace: CaipNetwork[]; activeNamespace: ChainNamespace } {
  const seen = new Set<string>()
  const perNamespace: CaipNetwork[] = []
  for (const network of config.networks) {
    if (seen.has(network.chainNamespace)) continue
    seen.add(network.chainNamespace)
    perNamespace.push(config.defaultNetwork?.chainNamespace === network.chainNamespace ? config.defaultNetwork : network)
  }
  return { perNamespace, activeNamespace: (config.defaultNetwork ?? config.networks[0]!).chainNamespace }
}

/** Puts every namespace without an active network on its starting one, and sets the active namespace if unset. */
export function fillInitialNetworks(
  stores: { networks: Pick<NetworksStore, 'getState' | 'setActiveNetwork'>; connection: Pick<ConnectionStore, 'getState' | 'setState'> },
  config: { networks: readonly CaipNetwork[]; defaultNetwork?: CaipNetwork },
): CaipNetwork[] {
  const { perNamespace, activeNamespace } = initialNetworks(config)
  for (const network of perNamespace) if (!stores.networks.getState().activeNetworks[network.chainNamespace]) stores.networks.setActiveNetwork(network)
  if (!stores.connection.getState().activeNamespace) stores.connection.setState({ activeNamespace })
  return perNamespace
}
