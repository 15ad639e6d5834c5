import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { keccak_256 } from '@noble/hashes/sha3'
import { createBase58check, hex } from '@scure/base'
import type { SIWXSession } from '../siwxTypes'
import type { SIWXVerifier } from './EIP155Verifier'

const base58check = /*#__PURE__*/ createBase58check(sha256)

/**
 * The TRON address that signed `message` with TIP-191 (`signMessageV2`: keccak256 of
 * "\x19TRON Signed Message:\n" + length + message; r ‖ s ‖ v hex), or undefined when the
 * signature is not one.
 */
export function recoverTronMessageSigner(message: string, signature: string): string | undefined {
  try {
    const bytes = hex.decode(signature.replace(/^0x/, '').toLowerCase())
    if (bytes.length !== 65) return undefined
    const v = bytes[64]! >= 27 ? bytes[64]! - 27 : bytes[64]!
    if (v !== 0 && v !== 1) return undefined
    const text = new TextEncoder().encode(message)
    const digest = keccak_256(new Uint8Array([...new TextEncoder().encode(`\x19TRON Signed Message:\n${text.length}`), ...text]))
    const point = secp256k1.Signature.fromCompact(bytes.slice(0, 64)).addRecoveryBit(v).recoverPublicKey(digest)
    const address = keccak_256(point.toRawBytes(false).slice(1)).slice(-20)
    return base58check.encode(new Uint8Array([0x41, ...address]))
  } catch {
    return undefined
  }
}

/** tron signatures: TIP-191, the signer recovered and compared with the session's `T…` address. */
export class TronVerifier implements SIWXVerifier {
  readonly chainNamespace = 'tron'

  shouldVerify(session: SIWXSession) {
    return session.data.chainId.startsWith('tron:')
  }

  async verify({ data, message, signature }: SIWXSession): Promise<boolean> {
    return recoverTronMessageSigner(message, signature) === data.accountAddress
  }
}
