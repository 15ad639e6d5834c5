import { bech32, bech32m, createBase58check } from '@scure/base'
import { sha256 } from '@noble/hashes/sha2'

// The one Bitcoin address decoder: the bip122 chain plugin judges addresses with it, SIWX's
// verifier reads what an address commits to. Codecs from @scure/base, SHA-256 from @noble/hashes.
const base58check = createBase58check(sha256)
// Segwit human-readable prefixes: mainnet, the test networks (testnet, signet), regtest.
const SEGWIT_PREFIXES = ['bc', 'tb', 'bcrt'] as const
const BASE58_KINDS: Readonly<Record<number, 'p2pkh' | 'p2sh'>> = { 0x00: 'p2pkh', 0x6f: 'p2pkh', 0x05: 'p2sh', 0xc4: 'p2sh' }

export type SegwitPrefix = (typeof SEGWIT_PREFIXES)[number]

/** What a Bitcoin address pays to. `witness` is a segwit version 2–16 (or v1 of another length), valid but not yet defined. */
export type BitcoinAddress =
  | LegacyAddress<'p2pkh'>
  | LegacyAddress<'p2sh'>
  | SegwitAddress<'p2wpkh'>
  | SegwitAddress<'p2wsh'>
  | SegwitAddress<'p2tr'>
  | SegwitAddress<'witness'>
type LegacyAddress<T extends string> = { type: T; hash: Uint8Array; version: number }
type SegwitAddress<T extends string> = { type: T; program: Uint8Array; witnessVersion: number; prefix: SegwitPrefix }

/**
 * Decodes a Bitcoin address: base58check P2PKH / P2SH (checksum verified) or segwit with a
 * `bc`, `tb` or `bcrt` prefix, bech32 for v0 and bech32m for v1+ (BIP173, BIP350); undefined
 * for anything else.
 */
export function decodeBitcoinAddress(address: string): BitcoinAddress | undefined {
  if (typeof address !== 'string') return undefined
  const lower = address.toLowerCase()
  const prefix = SEGWIT_PREFIXES.find((p) => lower.startsWith(`${p}1`) && lower.lastIndexOf('1') === p.length)
  return prefix ? decodeSegwit(address, lower, prefix) : decodeBase58check(address)
}

function decodeSegwit(address: string, lower: string, prefix: SegwitPrefix): BitcoinAddress | undefined {
  // One case throughout (QR codes use upper case); mixed case is invalid.
  if (address !== lower && address !== address.toUpperCase()) return undefined
  const witnessVersion = bech32.decodeUnsafe(lower, 90)?.words[0] ?? bech32m.decodeUnsafe(lower, 90)?.words[0]
  if (witnessVersion === undefined || witnessVersion > 16) return undefined
  // v0 must carry a bech32 checksum, v1+ a bech32m one.
  const decoded = (witnessVersion === 0 ? bech32 : bech32m).decodeUnsafe(lower, 90)
  if (!decoded || decoded.prefix !== prefix) return undefined
  const program = bytesOf(decoded.words.slice(1))
  if (!program || program.length < 2 || program.length > 40) return undefined
  if (witnessVersion === 0 && program.length !== 20 && program.length !== 32) return undefined
  const type = witnessVersion === 0 ? (program.length === 20 ? 'p2wpkh' : 'p2wsh') : witnessVersion === 1 && program.length === 32 ? 'p2tr' : 'witness'
  return { type, program, witnessVersion, prefix } as BitcoinAddress
}

function bytesOf(words: number[]): Uint8Array | undefined {
  try {
    return Uint8Array.from(bech32.fromWords(words))
  } catch {
    return undefined // non-zero padding or a group left over
  }
}

function decodeBase58check(address: string): BitcoinAddress | undefined {
  let payload: Uint8Array
  try {
    payload = base58check.decode(address)
  } catch {
    return undefined
  }
  const version = payload[0]!
  const type = BASE58_KINDS[version]
  return payload.length === 21 && type ? ({ type, hash: payload.subarray(1), version } as BitcoinAddress) : undefined
}

/** Mainnet or a test network, from the address's own prefix or version byte. */
export function bitcoinAddressIsMainnet(address: BitcoinAddress): boolean {
  return 'prefix' in address ? address.prefix === 'bc' : address.version === 0x00 || address.version === 0x05
}
