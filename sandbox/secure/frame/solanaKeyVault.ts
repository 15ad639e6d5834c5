// The user's Solana key: an ed25519 seed made with @noble/curves in the secure origin and kept
// sealed like the EVM key (keyVault), under its own id; only its public half leaves this file.
import { ed25519 } from '@noble/curves/ed25519'
import { encodeBase58 } from '../../../kernel/format/base58'
import { withSealedSecret } from './keyVault'

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
const newSeed = () => toHex(ed25519.utils.randomSecretKey())
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
  return withSealedSecret(solanaKeyId(email), newSeed, (hex) => use(signerFromSeed(fromHex(hex))))
}

/**
 * The 64-byte secret key wallets import (seed, then public key), for the export page only: the
 * visitor asked to see it, on the secure origin's own top-level page.
 */
export function withSolanaSecretKey<T>(email: string, use: (secretKey: Uint8Array) => T | Promise<T>): Promise<T> {
  return withSealedSecret(solanaKeyId(email), newSeed, (hex) => {
    const seed = fromHex(hex)
    const secretKey = new Uint8Array(64)
    secretKey.set(seed)
    secretKey.set(ed25519.getPublicKey(seed), 32)
    return use(secretKey)
  })
}

/** A signer over a 32-byte ed25519 seed. */
export function signerFromSeed(seed: Uint8Array): SolanaSigner {
  const publicKey = ed25519.getPublicKey(seed)
  return { address: encodeBase58(publicKey), publicKey, sign: (bytes) => ed25519.sign(bytes, seed) }
}
