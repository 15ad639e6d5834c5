// The user's Solana key: an ed25519 seed made with @noble/curves in the secure origin and kept
// sealed like the EVM key (keyVault), under its own id; only its public half leaves this file.
import { ed25519 } from '@noble/curves/ed25519'
import { encodeBase58 } from '../../../kernel/format/base58'
import { withSealedSecret } from './keyVault'

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))

export interface SolanaSigner {
  /** The base58 address (the ed25519 public key). */
  address: string
  publicKey: Uint8Array
  sign(bytes: Uint8Array): Uint8Array
}

/** The id the Solana seed is sealed under, beside the EVM key's (the email itself). */
export const solanaKeyId = (email: string) => `solana:${email}`

/** Runs `use` with a signer over the user's Solana key, made on first use; the seed stays in here. */
export function withSolanaKey<T>(email: string, use: (signer: SolanaSigner) => T | Promise<T>): Promise<T> {
  return withSealedSecret(solanaKeyId(email), () => toHex(ed25519.utils.randomSecretKey()), (hex) => use(signerFromSeed(fromHex(hex))))
}

/** A signer over a 32-byte ed25519 seed. */
export function signerFromSeed(seed: Uint8Array): SolanaSigner {
  const publicKey = ed25519.getPublicKey(seed)
  return { address: encodeBase58(publicKey), publicKey, sign: (bytes) => ed25519.sign(bytes, seed) }
}
