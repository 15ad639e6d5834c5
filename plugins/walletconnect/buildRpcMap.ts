import { ChainError, ErrorMessages, type CaipNetwork } from '../../kernel/plugin'

/**
 * The JSON-RPC URL per chain for the universal provider: it reads `rpcMap["1"]` in one place
 * and `rpcMap["eip155:1"]` in another (and `solana:<ref>` for generic namespaces), so both key
 * forms are written. Without a URL the provider would fall back to its own public gateway,
 * which the `endpoints` option must be able to replace: a network without one is an error (PROV-10).
 */
export function buildRpcMap(networks: readonly CaipNetwork[]): Record<string, string> {
  const map: Record<string, string> = {}
  for (const network of networks) {
    const url = network.rpcUrls.default?.http[0] ?? network.rpcUrls.chainDefault?.http[0]
    if (!url) throw new ChainError(ErrorMessages.noRpcUrl(network.id))
    map[String(network.id)] = url
    map[network.caipNetworkId] = url
  }
  return map
}

/** Adds the other key form to every entry of an rpcMap (a chain plugin's or the host override's). */
export function withBothKeyForms(namespace: string, rpcMap: Readonly<Record<string, string>>): Record<string, string> {
  const map: Record<string, string> = {}
  for (const [key, url] of Object.entries(rpcMap)) {
    const reference = key.includes(':') ? key.slice(key.indexOf(':') + 1) : key
    map[reference] = url
    map[`${namespace}:${reference}`] = url
  }
  return map
}
