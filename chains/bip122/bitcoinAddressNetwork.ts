import { sha256 } from './sha256'

export type BitcoinAddressNetwork = 'mainnet' | 'testnet'

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
// Version bytes of P2PKH and P2SH addresses: 1… and 3… on mainnet, m/n… and 2… on testnet.
const BASE58_VERSIONS: Readonly<Record<number, BitcoinAddressNetwork>> = { 0x00: 'mainnet', 0x05: 'mainnet', 0x6f: 'testnet', 0xc4: 'testnet' }
const BECH32_HRPS: Readonly<Record<string, BitcoinAddressNetwork>> = { bc: 'mainnet', tb: 'testnet' }
const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const BECH32_CONST = 1
const BECH32M_CONST = 0x2bc830a3

/**
 * The network a Bitcoin address belongs to, or undefined when it is not a valid address:
 * P2PKH/P2SH base58check (checksum verified) or segwit bech32 (v0) / bech32m (v1+, taproot)
 * with the `bc` or `tb` prefix (BIP173, BIP350).
 */
export function bitcoinAddressNetwork(address: string): BitcoinAddressNetwork | undefined {
  if (typeof address !== 'string') return undefined
  return /^(bc|tb)1/i.test(address) ? segwitNetwork(address) : base58Network(address)
}

function base58Network(address: string): BitcoinAddressNetwork | undefined {
  if (address.length < 26 || address.length > 35) return undefined
  const bytes = decodeBase58(address)
  if (!bytes || bytes.length !== 25) return undefined
  const checksum = sha256(sha256(bytes.subarray(0, 21)))
  for (let i = 0; i < 4; i++) if (checksum[i] !== bytes[21 + i]) return undefined
  return BASE58_VERSIONS[bytes[0]!]
}

function decodeBase58(text: string): Uint8Array | undefined {
  let value = 0n
  for (const char of text) {
    const digit = BASE58.indexOf(char)
    if (digit < 0) return undefined
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  for (; value > 0n; value >>= 8n) bytes.unshift(Number(value & 0xffn))
  for (let i = 0; i < text.length && text[i] === '1'; i++) bytes.unshift(0)
  return Uint8Array.from(bytes)
}

function polymod(values: readonly number[]): number {
  const generator = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
  let checksum = 1
  for (const value of values) {
    const top = checksum >>> 25
    checksum = ((checksum & 0x1ffffff) << 5) ^ value
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) checksum ^= generator[i]!
  }
  return checksum >>> 0
}

function segwitNetwork(address: string): BitcoinAddressNetwork | undefined {
  // Mixed case is invalid; one case throughout is fine (QR codes use upper case).
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return undefined
  const text = address.toLowerCase()
  const separator = text.lastIndexOf('1')
  if (text.length > 90 || separator < 1 || text.length - separator - 1 < 6) return undefined
  const hrp = text.slice(0, separator)
  const network = BECH32_HRPS[hrp]
  if (!network) return undefined
  const data: number[] = []
  for (const char of text.slice(separator + 1)) {
    const value = BECH32_CHARSET.indexOf(char)
    if (value < 0) return undefined
    data.push(value)
  }
  const expanded = [...hrp].map((c) => c.charCodeAt(0) >> 5).concat(0, [...hrp].map((c) => c.charCodeAt(0) & 31))
  const constant = polymod([...expanded, ...data])
  const version = data[0]!
  if (version > 16 || constant !== (version === 0 ? BECH32_CONST : BECH32M_CONST)) return undefined
  const program = fromFiveBits(data.slice(1, -6))
  if (!program || program.length < 2 || program.length > 40) return undefined
  if (version === 0 && program.length !== 20 && program.length !== 32) return undefined
  return network
}

/** 5-bit groups to bytes; the leftover padding must be under 5 bits and all zero. */
function fromFiveBits(groups: readonly number[]): number[] | undefined {
  let accumulator = 0
  let bits = 0
  const out: number[] = []
  for (const group of groups) {
    accumulator = (accumulator << 5) | group
    bits += 5
    if (bits >= 8) {
      bits -= 8
      out.push((accumulator >> bits) & 0xff)
    }
  }
  if (bits >= 5 || ((accumulator << (8 - bits)) & 0xff) !== 0) return undefined
  return out
}

/** A valid Bitcoin address on mainnet or testnet (the rule the bip122 plugin gives the kernel). */
export const isBitcoinAddress = (address: string): boolean => bitcoinAddressNetwork(address) !== undefined
