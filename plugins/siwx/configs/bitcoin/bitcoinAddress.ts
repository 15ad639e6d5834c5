import { bech32, bech32m, createBase58check } from '@scure/base'
import { sha256 } from '@noble/hashes/sha2'
import { concatBytes, hash160 } from './bitcoinBytes'

const base58check = createBase58check(sha256)
const SEGWIT_PREFIXES = ['bc', 'tb', 'bcrt'] as const
// Base58 version bytes: P2PKH and P2SH on mainnet, then on the test networks.
const P2PKH_VERSIONS = [0x00, 0x6f]
const P2SH_VERSIONS = [0x05, 0xc4]

/** What an address pays to: the kinds a sign-in can prove, with the hash or key they commit to. */
export type BitcoinAddress =
  | { type: 'p2pkh'; hash: Uint8Array; version: number }
  | { type: 'p2sh'; hash: Uint8Array; version: number }
  | { type: 'p2wpkh'; program: Uint8Array; prefix: string }
  | { type: 'p2tr'; program: Uint8Array; prefix: string }

/** Decodes a Bitcoin address (base58check P2PKH / P2SH, bech32 v0 P2WPKH, bech32m v1 P2TR); undefined otherwise. */
export function decodeBitcoinAddress(address: string): BitcoinAddress | undefined {
  const lower = address.toLowerCase()
  const prefix = SEGWIT_PREFIXES.find((p) => lower.startsWith(`${p}1`))
  if (prefix) {
    try {
      const v0 = lower[prefix.length + 1] === 'q'
      const { prefix: hrp, words } = (v0 ? bech32 : bech32m).decode(lower as `${string}1${string}`)
      const version = words[0]
      const program = Uint8Array.from((v0 ? bech32 : bech32m).fromWords(words.slice(1)))
      if (hrp !== prefix || address !== lower && address !== address.toUpperCase()) return undefined
      if (version === 0 && program.length === 20) return { type: 'p2wpkh', program, prefix }
      if (version === 1 && program.length === 32) return { type: 'p2tr', program, prefix }
      return undefined
    } catch {
      return undefined
    }
  }
  try {
    const payload = base58check.decode(address)
    if (payload.length !== 21) return undefined
    const [version] = payload
    const hash = payload.subarray(1)
    if (P2PKH_VERSIONS.includes(version!)) return { type: 'p2pkh', hash, version: version! }
    if (P2SH_VERSIONS.includes(version!)) return { type: 'p2sh', hash, version: version! }
  } catch {
    // not base58check
  }
  return undefined
}

/** The output script an address pays to (BIP-322's message_challenge). */
export function scriptPubKey(address: BitcoinAddress): Uint8Array {
  switch (address.type) {
    case 'p2pkh':
      return concatBytes(Uint8Array.of(0x76, 0xa9, 0x14), address.hash, Uint8Array.of(0x88, 0xac))
    case 'p2sh':
      return concatBytes(Uint8Array.of(0xa9, 0x14), address.hash, Uint8Array.of(0x87))
    case 'p2wpkh':
      return concatBytes(Uint8Array.of(0x00, 0x14), address.program)
    case 'p2tr':
      return concatBytes(Uint8Array.of(0x51, 0x20), address.program)
  }
}

/**
 * Whether a public key controls the address as a single-key P2PKH, P2WPKH or P2SH-wrapped P2WPKH
 * (the script types a legacy signed message can stand for).
 */
export function keyControls(publicKey: Uint8Array, address: BitcoinAddress): boolean {
  const keyHash = hash160(publicKey)
  const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])
  switch (address.type) {
    case 'p2pkh':
      return same(keyHash, address.hash)
    case 'p2wpkh':
      return publicKey.length === 33 && same(keyHash, address.program)
    case 'p2sh':
      return publicKey.length === 33 && same(hash160(concatBytes(Uint8Array.of(0x00, 0x14), keyHash)), address.hash)
    case 'p2tr':
      return false
  }
}

// CAIP-2 bip122 references (genesis hash prefixes) of the networks whose addresses we know.
const MAINNET = '000000000019d6689c085ae165831e93'
const TEST_NETWORKS: Record<string, 'tb' | 'bcrt'> = {
  '000000000933ea01ad0ee984209779ba': 'tb', // testnet3
  '00000000da84f2bafbbc53dee25a72ae': 'tb', // testnet4
  '00000008819873e925422c1ff0f99f7c': 'tb', // signet
  '0f9188f13cb7b2c71f2a335e3a4fc328': 'bcrt', // regtest
}

/**
 * Whether the address belongs to the CAIP-2 network: a mainnet address never signs in on a test
 * network or the other way round. An unknown network reference is not judged.
 */
export function addressOnNetwork(address: BitcoinAddress, chainId: string): boolean {
  const reference = chainId.split(':')[1] ?? ''
  const test = TEST_NETWORKS[reference]
  if (reference !== MAINNET && !test) return true
  if (address.type === 'p2wpkh' || address.type === 'p2tr') return address.prefix === (test ?? 'bc')
  return test ? address.version === 0x6f || address.version === 0xc4 : address.version === 0x00 || address.version === 0x05
}
