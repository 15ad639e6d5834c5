import { createHash } from 'node:crypto'

// Everything the sandbox generates comes from these two helpers, so the same inputs give the
// same catalogue, ids and images on every run and every machine (tests can pin them).

/** FNV-1a: a cheap 32-bit hash used to seed generators and pick colours from a string. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** mulberry32: small, fast and good enough for picking names and chains. Returns [0, 1). */
export function createSeededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** 64 hex digits derived from the text, the shape of a real catalogue id. */
export function hexId(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/** A UUID-shaped id derived from the text, the shape of a real catalogue image_id. */
export function uuidLike(text: string): string {
  const hex = hexId(`uuid:${text}`)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}
