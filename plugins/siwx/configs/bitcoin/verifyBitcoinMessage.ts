import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { keyControls, scriptPubKey, type BitcoinAddress } from './bitcoinAddress'
import { compactSize, concatBytes, readWitness, sha256d, taggedHash, u32le, u64le0, utf8ToBytes, withLength } from './bitcoinBytes'

const OP_RETURN_OUTPUT = concatBytes(u64le0(), withLength(Uint8Array.of(0x6a)))
const SIGHASH_ALL = 0x01

/**
 * A legacy signed message ("Bitcoin Signed Message", BIP-137 headers 27..42): the key recovered
 * from the 65-byte compact signature must control the address. As Bitcoin Core and most
 * verifiers, the header's script-type hint is not binding: a compressed key may stand for its
 * P2PKH, P2WPKH or P2SH-P2WPKH address.
 */
export function verifyLegacySignature(message: string, signature: Uint8Array, address: BitcoinAddress): boolean {
  const header = signature[0]!
  if (signature.length !== 65 || header < 27 || header > 42) return false
  const compressed = header >= 31
  const hash = sha256d(concatBytes(withLength(utf8ToBytes('Bitcoin Signed Message:\n')), withLength(utf8ToBytes(message))))
  const recovered = secp256k1.Signature.fromCompact(signature.subarray(1)).addRecoveryBit((header - 27) & 3).recoverPublicKey(hash)
  return keyControls(recovered.toRawBytes(compressed), address)
}

/** BIP-322's virtual `to_spend` transaction id (internal byte order) for this message and address. */
export function bip322ToSpendId(message: string, address: BitcoinAddress): Uint8Array {
  const messageHash = taggedHash('BIP0322-signed-message', utf8ToBytes(message))
  const toSpend = concatBytes(
    u32le(0), // version
    compactSize(1),
    new Uint8Array(32), // prevout: null hash
    u32le(0xffffffff), // prevout index
    withLength(concatBytes(Uint8Array.of(0x00, 0x20), messageHash)), // scriptSig: OP_0 PUSH32 message hash
    u32le(0), // sequence
    compactSize(1),
    u64le0(), // value
    withLength(scriptPubKey(address)), // the message challenge
    u32le(0), // lock time
  )
  return sha256d(toSpend)
}

/**
 * A BIP-322 "simple" signature (the base64 witness of the virtual `to_sign` transaction) for a
 * native SegWit address: P2WPKH (ECDSA over the BIP-143 sighash) or P2TR key path (Schnorr over
 * the BIP-341 sighash), SIGHASH_ALL or SIGHASH_DEFAULT. P2PKH and P2SH need the "full" format.
 */
export function verifySimpleSignature(message: string, witnessBytes: Uint8Array, address: BitcoinAddress): boolean {
  const witness = readWitness(witnessBytes)
  if (!witness) return false
  const outpoint = concatBytes(bip322ToSpendId(message, address), u32le(0))

  if (address.type === 'p2wpkh') {
    const [signature, publicKey] = witness
    if (witness.length !== 2 || !signature || !publicKey || signature.at(-1) !== SIGHASH_ALL || !keyControls(publicKey, address)) return false
    const scriptCode = concatBytes(Uint8Array.of(0x76, 0xa9, 0x14), address.program, Uint8Array.of(0x88, 0xac))
    const preimage = concatBytes(
      u32le(0), // version
      sha256d(outpoint), // hashPrevouts
      sha256d(u32le(0)), // hashSequence
      outpoint,
      withLength(scriptCode),
      u64le0(), // amount spent
      u32le(0), // sequence
      sha256d(OP_RETURN_OUTPUT), // hashOutputs
      u32le(0), // lock time
      u32le(SIGHASH_ALL),
    )
    const compact = secp256k1.Signature.fromDER(signature.subarray(0, -1)).toCompactRawBytes()
    return secp256k1.verify(compact, sha256d(preimage), publicKey, { lowS: false })
  }

  if (address.type === 'p2tr') {
    const [signature] = witness
    if (witness.length !== 1 || !signature || (signature.length !== 64 && signature.length !== 65)) return false
    const hashType = signature.length === 65 ? signature[64]! : 0x00
    if (signature.length === 65 && hashType !== SIGHASH_ALL) return false
    const sigMsg = concatBytes(
      Uint8Array.of(hashType),
      u32le(0), // version
      u32le(0), // lock time
      sha256(outpoint), // sha_prevouts
      sha256(u64le0()), // sha_amounts
      sha256(withLength(scriptPubKey(address))), // sha_scriptpubkeys
      sha256(u32le(0)), // sha_sequences
      sha256(OP_RETURN_OUTPUT), // sha_outputs
      Uint8Array.of(0x00), // spend type: key path, no annex
      u32le(0), // input index
    )
    return schnorr.verify(signature.subarray(0, 64), taggedHash('TapSighash', Uint8Array.of(0x00), sigMsg), address.program)
  }
  return false
}
