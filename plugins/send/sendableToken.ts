import type { TokenBalance } from '../../kernel/plugin'

// Placeholders the blockchain API and swap lists use for a chain's own coin.
const NATIVE_PLACEHOLDERS = new Set([
  '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  'so11111111111111111111111111111111111111112',
])

/** The token's contract or mint address without its CAIP-10 prefix, undefined for the native coin. */
export function tokenAddressOf(token: Pick<TokenBalance, 'address'>): string | undefined {
  if (!token.address) return undefined
  const plain = token.address.split(':').at(-1)!
  return NATIVE_PLACEHOLDERS.has(plain.toLowerCase()) ? undefined : plain
}

/** The chain's own coin (ETH, POL, SOL): the balance API lists it without an address. */
export const isNativeToken = (token: Pick<TokenBalance, 'address'>): boolean => tokenAddressOf(token) === undefined
