import { secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { base64, bech32 } from '@scure/base'
import type { StdSignature } from './keplrTypes'

export interface VerifyAdr36SignatureParameters {
  /** The bech32 address that signed. */
  signer: string
  /** The text that was signed. */
  message: string
  /** The signature, base64 (r‖s), as signMessage returns it. */
  signature: string
  /** The signer's compressed public key, base64 (`cosmos_getAccounts` pubkey or StdSignature.pub_key.value). */
  publicKey: string
}

/** ADR-36's sign doc: amino JSON, keys sorted, no spaces — byte for byte what the wallet hashed. */
export function adr36SignDoc(signer: string, message: string): string {
  const data = base64.encode(new TextEncoder().encode(message))
  return JSON.stringify({
    account_number: '0',
    chain_id: '',
    fee: { amount: [], gas: '0' },
    memo: '',
    msgs: [{ type: 'sign/MsgSignData', value: { data, signer } }],
    sequence: '0',
  })
}

/**
 * Checks an ADR-36 signature the way a dapp's server would: the public key must hash to the
 * signer's address (else any key could claim it), and the signature must verify over the sign doc.
 * Kept out of the plugin's entry so hosts that never verify do not bundle secp256k1.
 */
export function verifyAdr36Signature({ signer, message, signature, publicKey }: VerifyAdr36SignatureParameters): boolean {
  const decoded = bech32.decodeUnsafe(signer, 90)
  if (!decoded) return false
  const key = base64.decode(publicKey)
  const owner = ripemd160(sha256(key))
  const claimed = bech32.fromWords(decoded.words)
  if (owner.length !== claimed.length || owner.some((byte, i) => byte !== claimed[i])) return false
  const hash = sha256(new TextEncoder().encode(adr36SignDoc(signer, message)))
  try {
    return secp256k1.verify(base64.decode(signature), hash, key)
  } catch {
    return false
  }
}

/** The same check on a StdSignature as Keplr's signArbitrary returns it. */
export const verifyStdSignature = (signer: string, message: string, signed: StdSignature) =>
  verifyAdr36Signature({ signer, message, signature: signed.signature, publicKey: signed.pub_key.value })
