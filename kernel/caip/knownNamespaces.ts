import type { ChainNamespace } from '../types'

/**
 * Namespaces a CAIP-10 address may start with (spec §5). AppKit's own families plus the
 * CAIP namespaces WalletConnect wallets announce; chain plugins for a new family pass their
 * namespace to `parseCaipAddress` through its `namespaces` option instead of editing this list.
 */
export const KNOWN_NAMESPACES = /*#__PURE__*/ Object.freeze([
  'eip155',
  'solana',
  'bip122',
  'polkadot',
  'cosmos',
  'algorand',
  'cip34',
  'elrond',
  'multiversx',
  'near',
  'tezos',
  'sui',
  'stacks',
  'ton',
  'tron',
] as const satisfies readonly ChainNamespace[])

export type KnownNamespace = (typeof KNOWN_NAMESPACES)[number]

export function isKnownNamespace(
  value: string,
  namespaces: readonly string[] = KNOWN_NAMESPACES,
): value is ChainNamespace {
  return namespaces.includes(value)
}
