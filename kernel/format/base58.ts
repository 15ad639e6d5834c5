import { base58 } from '@scure/base'

// Bitcoin-alphabet base58, as Solana addresses, signatures and WalletConnect's solana_* params
// use it: @scure/base's codec (already in the tree through viem), so signing never pulls
// @solana/web3.js into the first bundle.
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

export const encodeBase58 = (bytes: Uint8Array): string => base58.encode(bytes)

/** The bytes of a base58 string; throws on a character outside the alphabet (0, O, I, l, ...). */
export function decodeBase58(text: string): Uint8Array {
  const bad = [...text].find((char) => !ALPHABET.includes(char))
  if (bad !== undefined) throw new Error(`Invalid base58 character "${bad}"`)
  return base58.decode(text)
}
