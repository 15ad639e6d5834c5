import { InvalidCaipAddressError } from '../errors'
import type { CaipAddress, CaipNetworkId } from '../types'
import { parseCaipNetworkId } from './parseCaipNetworkId'

/**
 * Builds a CAIP-10 address from a CAIP-2 id and an account address
 * (`eip155:1`, `0xab…` → `eip155:1:0xab…`). The network id must parse ("Invalid CAIP-2
 * network id"); an empty address or one holding a colon gives "Invalid CAIP Address".
 */
export function formatCaipAddress<N extends CaipNetworkId, A extends string>(
  caipNetworkId: N,
  address: A,
): `${N}:${A}` & CaipAddress {
  parseCaipNetworkId(caipNetworkId)
  const caipAddress = `${caipNetworkId}:${address}`
  if (typeof address !== 'string' || !address || address.includes(':')) {
    throw new InvalidCaipAddressError(caipAddress)
  }
  return caipAddress as `${N}:${A}` & CaipAddress
}
