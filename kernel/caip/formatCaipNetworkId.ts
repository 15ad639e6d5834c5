import { InvalidCaipNetworkIdError } from '../errors'
import type { CaipNetworkId, ChainNamespace } from '../types'

/**
 * Joins a namespace and chain reference into a CAIP-2 id (`eip155`, `1` → `eip155:1`).
 * Throws "Invalid CAIP-2 network id" rather than build an id that would not parse back.
 */
export function formatCaipNetworkId<N extends ChainNamespace, R extends string | number>(
  chainNamespace: N,
  chainId: R,
): `${N}:${R}` & CaipNetworkId {
  const reference = String(chainId)
  const id = `${chainNamespace}:${reference}`
  if (!chainNamespace || !reference || chainNamespace.includes(':') || reference.includes(':')) {
    throw new InvalidCaipNetworkIdError(id)
  }
  return id as `${N}:${R}` & CaipNetworkId
}
