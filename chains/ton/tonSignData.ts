// TonConnect's signData for a text payload: what the wallet signs, and the envelope the plugin
// keeps as a sign-in signature so a verifier has everything it needs (the signer's public key
// and wallet state init, the timestamp and domain the wallet put in).
import type { TonAddressParts } from './tonAddress'

const utf8 = (text: string) => new TextEncoder().encode(text)

function uint32be(value: number): Uint8Array {
  const out = new Uint8Array(4)
  new DataView(out.buffer).setUint32(0, value >>> 0)
  return out
}

/**
 * The bytes whose sha256 the wallet signs (TonConnect sign-data, text):
 * 0xffff ‖ "ton-connect/sign-data/" ‖ workchain (int32 BE) ‖ account hash ‖ domain length
 * (uint32 BE) ‖ domain ‖ timestamp (uint64 BE) ‖ "txt" ‖ text length (uint32 BE) ‖ text.
 */
export function tonSignDataMessage(address: TonAddressParts, domain: string, timestamp: number, text: string): Uint8Array {
  const domainBytes = utf8(domain)
  const textBytes = utf8(text)
  const time = new Uint8Array(8)
  new DataView(time.buffer).setBigUint64(0, BigInt(timestamp))
  const parts = [
    Uint8Array.of(0xff, 0xff),
    utf8('ton-connect/sign-data/'),
    uint32be(address.workchain),
    address.hash,
    uint32be(domainBytes.length),
    domainBytes,
    time,
    utf8('txt'),
    uint32be(textBytes.length),
    textBytes,
  ]
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

/** A TON sign-in signature as the plugin hands it to SIWX: the wallet's signData answer plus the signer's key material. */
export interface TonSignInSignature {
  /** Base64 ed25519 signature. */
  signature: string
  timestamp: number
  domain: string
  /** ed25519, hex, as the wallet's ton_addr item gave it. */
  publicKey: string
  /** Base64 BOC of the wallet's StateInit (its hash must be the address). */
  walletStateInit: string
}

export const encodeTonSignInSignature = (value: TonSignInSignature): string => JSON.stringify(value)

/** undefined for anything that is not a well-formed envelope. */
export function decodeTonSignInSignature(text: string): TonSignInSignature | undefined {
  try {
    const v = JSON.parse(text) as Partial<TonSignInSignature>
    const ok =
      typeof v.signature === 'string' &&
      Number.isSafeInteger(v.timestamp) &&
      (v.timestamp as number) >= 0 &&
      typeof v.domain === 'string' &&
      typeof v.publicKey === 'string' &&
      /^[0-9a-f]{64}$/i.test(v.publicKey) &&
      typeof v.walletStateInit === 'string'
    return ok ? (v as TonSignInSignature) : undefined
  } catch {
    return undefined
  }
}
