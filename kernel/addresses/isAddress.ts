import type { ChainNamespace } from '../types'

/** An address rule a chain plugin contributes for its namespace (ChainAdapter.isAddress). */
export type AddressRule = (address: string) => boolean

// 40 hex digits; only a lowercase `0x` prefix, as the spec words it. No EIP-55 checksum check,
// matching AppKit: mixed-case input with a wrong checksum is still accepted here.
const EIP155_ADDRESS = /^(?:0x)?[0-9a-fA-F]{40}$/
// Base58 excludes 0, O, I and l. Anchored and case-sensitive, unlike AppKit's pattern, which
// also accepted those four characters and any prefix before the last 32–44 characters.
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** The kernel's built-in rules (spec §5); other namespaces are invalid unless a rule is given. */
export const DEFAULT_ADDRESS_RULES: Readonly<Record<string, AddressRule>> =
  /*#__PURE__*/ Object.freeze({
    eip155: (address: string) => EIP155_ADDRESS.test(address),
    solana: (address: string) => SOLANA_ADDRESS.test(address),
  })

/**
 * Whether `address` is a valid account address in `namespace`. `rules` lets a chain plugin add
 * or replace a namespace's rule (bip122, polkadot, ...) without the kernel knowing it.
 */
export function isAddress(
  address: string,
  namespace: ChainNamespace = 'eip155',
  rules?: Readonly<Record<string, AddressRule | undefined>>,
): boolean {
  if (typeof address !== 'string' || !address) return false
  const rule = rules?.[namespace] ?? DEFAULT_ADDRESS_RULES[namespace]
  return rule ? rule(address) : false
}
