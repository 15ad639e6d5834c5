// Keys at rest in the secure origin: each of a user's keys (secp256k1 for EVM, ed25519 for
// Solana) is AES-GCM encrypted under a wrapping key that WebCrypto made non-extractable, so even
// this origin's own script can use the wrapping key but never read it out; all live in this
// origin's IndexedDB.
import { generatePrivateKey } from 'viem/accounts'
import type { Hex } from 'viem'

const DB = 'airlock-secure-site'
const WRAPPING = 'wrapping'
const KEYS = 'keys'

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1)
    request.onupgradeneeded = () => {
      request.result.createObjectStore(WRAPPING)
      request.result.createObjectStore(KEYS)
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB failed to open'))
  })
}

function run<T>(db: IDBDatabase, store: string, mode: IDBTransactionMode, op: (s: IDBObjectStore) => IDBRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = op(db.transaction(store, mode).objectStore(store))
    request.onsuccess = () => resolve(request.result as T)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

async function wrappingKey(db: IDBDatabase): Promise<CryptoKey> {
  const existing = await run<CryptoKey | undefined>(db, WRAPPING, 'readonly', (s) => s.get('aes'))
  if (existing) return existing
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
  await run(db, WRAPPING, 'readwrite', (s) => s.put(key, 'aes'))
  return key
}

interface SealedKey {
  iv: Uint8Array<ArrayBuffer>
  sealed: ArrayBuffer
}

/** The user's key, made on first sign-in in this origin; decrypted only for the call that needs it. */
export function withUserKey<T>(email: string, use: (privateKey: Hex) => T | Promise<T>): Promise<T> {
  return withSealedSecret(email, generatePrivateKey, (secret) => use(secret as Hex))
}

/**
 * A secret kept sealed under `id` (made by `generate` the first time), decrypted only for `use`.
 * Each key the site holds for a user (EVM, Solana) is one of these.
 */
export async function withSealedSecret<T>(id: string, generate: () => string, use: (secret: string) => T | Promise<T>): Promise<T> {
  const db = await open()
  try {
    const aes = await wrappingKey(db)
    const stored = await run<SealedKey | undefined>(db, KEYS, 'readonly', (s) => s.get(id))
    let secret: string
    if (stored) {
      const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: stored.iv }, aes, stored.sealed)
      secret = new TextDecoder().decode(plain)
    } else {
      secret = generate()
      const iv = crypto.getRandomValues(new Uint8Array(12))
      const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(secret))
      await run(db, KEYS, 'readwrite', (s) => s.put({ iv, sealed } satisfies SealedKey, id))
    }
    return await use(secret)
  } finally {
    db.close()
  }
}
