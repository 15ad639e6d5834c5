import type { CaipNetwork, CaipNetworkId } from '../types'

export const UNSUPPORTED_NETWORK_NAME = 'Unknown Network'

/**
 * A placeholder for a chain the wallet moved to that the host did not configure (NET-06): the kit
 * keeps showing where the wallet is instead of pretending it is still on a configured chain.
 */
export function createUnsupportedNetwork(caipNetworkId: CaipNetworkId): CaipNetwork {
  const separator = caipNetworkId.indexOf(':')
  const namespace = caipNetworkId.slice(0, separator)
  const reference = caipNetworkId.slice(separator + 1)
  const numeric = /^\d+$/.test(reference) ? Number(reference) : undefined
  return {
    id: numeric !== undefined && Number.isSafeInteger(numeric) ? numeric : reference,
    caipNetworkId,
    chainNamespace: namespace,
    name: UNSUPPORTED_NETWORK_NAME,
    nativeCurrency: { name: '', symbol: '', decimals: 0 },
    rpcUrls: { default: { http: [] } },
  }
}
