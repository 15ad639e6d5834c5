import { secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { concatBytes, sha256d, utf8ToBytes, withLength } from './bitcoinBytes'

/**
 * The wallet side of a legacy signed message, for tests and the sandbox (no Bitcoin test wallet
 * exists yet): base64 of the BIP-137 header for a compressed key (31 + recovery id) and the
 * compact signature over the "Bitcoin Signed Message" hash.
 */
export function signLegacyMessage(message: string, privateKey: Uint8Array): string {
  const hash = sha256d(concatBytes(withLength(utf8ToBytes('Bitcoin Signed Message:\n')), withLength(utf8ToBytes(message))))
  const sig = secp256k1.sign(hash, privateKey)
  return base64.encode(concatBytes(Uint8Array.of(31 + sig.recovery), sig.toCompactRawBytes()))
}
