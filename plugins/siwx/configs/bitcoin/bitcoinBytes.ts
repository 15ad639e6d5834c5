import { sha256 } from '@noble/hashes/sha2'
import { ripemd160 } from '@noble/hashes/legacy'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils'

/** Bitcoin's double SHA-256. */
export const sha256d = (bytes: Uint8Array) => sha256(sha256(bytes))
/** RIPEMD-160 of SHA-256: the hash in P2PKH and P2WPKH addresses. */
export const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes))

/** BIP-340 tagged hash: sha256(sha256(tag) || sha256(tag) || data). */
export function taggedHash(tag: string, ...data: Uint8Array[]): Uint8Array {
  const t = sha256(utf8ToBytes(tag))
  return sha256(concatBytes(t, t, ...data))
}

/** Bitcoin's CompactSize length prefix. */
export function compactSize(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8)
  const out = new Uint8Array(5)
  out[0] = 0xfe
  new DataView(out.buffer).setUint32(1, n, true)
  return out
}

export const u32le = (n: number) => {
  const out = new Uint8Array(4)
  new DataView(out.buffer).setUint32(0, n >>> 0, true)
  return out
}
export const u64le0 = () => new Uint8Array(8)

/** Bytes prefixed by their CompactSize length (a script or a witness item). */
export const withLength = (bytes: Uint8Array) => concatBytes(compactSize(bytes.length), bytes)

/** Reads a serialized witness stack (BIP-322 "simple" signatures): CompactSize count, then items. */
export function readWitness(bytes: Uint8Array): Uint8Array[] | undefined {
  let at = 0
  const size = (): number | undefined => {
    const first = bytes[at++]
    if (first === undefined) return undefined
    if (first < 0xfd) return first
    const width = first === 0xfd ? 2 : first === 0xfe ? 4 : 8
    if (at + width > bytes.length || width === 8) return undefined
    const view = new DataView(bytes.buffer, bytes.byteOffset + at, width)
    at += width
    return width === 2 ? view.getUint16(0, true) : view.getUint32(0, true)
  }
  const count = size()
  if (count === undefined || count > 16) return undefined
  const items: Uint8Array[] = []
  for (let i = 0; i < count; i++) {
    const length = size()
    if (length === undefined || at + length > bytes.length) return undefined
    items.push(bytes.subarray(at, at + length))
    at += length
  }
  return at === bytes.length ? items : undefined
}

export { concatBytes, utf8ToBytes }
