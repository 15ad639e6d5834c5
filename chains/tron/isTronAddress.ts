import { decodeBase58 } from '../../kernel/plugin'

/**
 * A TRON account address: base58 `T…` of 25 bytes, `0x41` then 20 bytes then a 4-byte checksum.
 * The checksum (double sha256) is checked by tronweb when a transaction is built; this sync rule,
 * which sits in the host's first bundle, checks the form without a hash library.
 */
export function isTronAddress(address: string): boolean {
  if (typeof address !== 'string' || !/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false
  try {
    const bytes = decodeBase58(address)
    return bytes.length === 25 && bytes[0] === 0x41
  } catch {
    return false
  }
}

/** The `41…` hex form TRON nodes also accept. */
export function isTronHexAddress(address: string): boolean {
  return /^41[0-9a-fA-F]{40}$/.test(address)
}
