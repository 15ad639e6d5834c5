import { InvalidCaipAddressError } from '../errors'
import type { CaipAddress } from '../types'

/**
 * Returns `address` typed as a CAIP-10 address, or throws "Invalid CAIP Address" (spec §5).
 * A structural check only (3 non-empty parts), like AppKit's; `parseCaipAddress` is the one
 * that also insists on a known namespace.
 */
export function validateCaipAddress(address: string): CaipAddress {
  const parts = typeof address === 'string' ? address.split(':') : []
  if (parts.length !== 3 || !parts.every(Boolean)) {
    throw new InvalidCaipAddressError(String(address))
  }
  return address as CaipAddress
}
