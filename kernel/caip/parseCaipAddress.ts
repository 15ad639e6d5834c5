import { ErrorMessages, InvalidCaipAddressError } from '../errors'
import type { CaipNetworkId, ChainNamespace } from '../types'
import { KNOWN_NAMESPACES } from './knownNamespaces'

export interface ParsedCaipAddress {
  chainNamespace: ChainNamespace
  /** The CAIP-2 reference, always a string (`'1'`, not `1`). */
  chainId: string
  address: string
  caipNetworkId: CaipNetworkId
}

export interface ParseCaipAddressOptions {
  /** Namespaces accepted as the first part; defaults to KNOWN_NAMESPACES. */
  namespaces?: readonly string[]
}

/**
 * Splits a CAIP-10 account id (`eip155:1:0xab…`). Exactly 3 non-empty parts whose first is a
 * known namespace, otherwise "Invalid CAIP-10 address" (spec §5). The message is the bare
 * catalogue string (AppKit appends the input); the input rides on the error's `input` field.
 */
export function parseCaipAddress(
  caipAddress: string,
  options: ParseCaipAddressOptions = {},
): ParsedCaipAddress {
  const parts = typeof caipAddress === 'string' ? caipAddress.split(':') : []
  const [chainNamespace, chainId, address] = parts
  const namespaces = options.namespaces ?? KNOWN_NAMESPACES
  if (
    parts.length !== 3 ||
    !chainNamespace ||
    !chainId ||
    !address ||
    !namespaces.includes(chainNamespace)
  ) {
    throw new InvalidCaipAddressError(String(caipAddress), ErrorMessages.invalidCaip10Address)
  }
  return {
    chainNamespace,
    chainId,
    address,
    caipNetworkId: `${chainNamespace}:${chainId}`,
  }
}
