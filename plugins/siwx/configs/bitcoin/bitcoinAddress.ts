import { decodeBitcoinAddress as decodeAny, type BitcoinAddress as AnyBitcoinAddress } from '../../../../kernel/plugin'
import { concatBytes, hash160 } from './bitcoinBytes'

/** What an address pays to: the kinds a sign-in can prove, with the hash or key they commit to. */
export type BitcoinAddress = Extract<AnyBitcoinAddress, { type: 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2tr' }>

/** Decodes a Bitcoin address (the SDK's decoder) when it is a kind a sign-in can prove: P2PKH, P2SH, P2WPKH, P2TR. */
export function decodeBitcoinAddress(address: string): BitcoinAddress | undefined {
  const decoded = decodeAny(address)
  return decoded?.type === 'p2pkh' || decoded?.type === 'p2sh' || decoded?.type === 'p2wpkh' || decoded?.type === 'p2tr' ? decoded : undefined
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
