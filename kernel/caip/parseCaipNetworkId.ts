import { InvalidCaipNetworkIdError } from '../errors'
import type { CaipNetworkId, ChainNamespace } from '../types'

export interface ParsedCaipNetworkId {
  chainNamespace: ChainNamespace
  /** The CAIP-2 reference, always a string (`'1'`, not `1`). */
  chainId: string
}

/**
 * Splits a CAIP-2 id (`eip155:1`) into namespace and reference. Exactly 2 non-empty parts,
 * otherwise "Invalid CAIP-2 network id" (spec §5). The namespace is not checked against the
 * known list: hosts may configure networks of families the kit has no plugin for.
 */
export function parseCaipNetworkId(caipNetworkId: string): ParsedCaipNetworkId {
  const parts = typeof caipNetworkId === 'string' ? caipNetworkId.split(':') : []
  const [chainNamespace, chainId] = parts
  if (parts.length !== 2 || !chainNamespace || !chainId) {
    throw new InvalidCaipNetworkIdError(String(caipNetworkId))
  }
  return { chainNamespace, chainId }
}
