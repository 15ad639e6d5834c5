import { bech32 } from '@scure/base'

/**
 * A bech32 account address with the chain's prefix: 20 bytes (a key's address) or 32 (a module
 * or contract account). bech32 checks the checksum; casing must not be mixed.
 */
export function isCosmosAddress(address: string, prefix = 'cosmos'): boolean {
  const decoded = bech32.decodeUnsafe(address, 90)
  if (!decoded || decoded.prefix !== prefix) return false
  const bytes = bech32.fromWordsUnsafe(decoded.words)
  return bytes !== undefined && (bytes.length === 20 || bytes.length === 32)
}
