import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from './base58'

describe('base58', () => {
  it('matches a reference encoder on edge cases and random bytes', () => {
    const cases = [new Uint8Array([]), new Uint8Array([0]), new Uint8Array([0, 0, 1]), new Uint8Array(32).fill(255)]
    for (let n = 0; n < 50; n++) cases.push(crypto.getRandomValues(new Uint8Array(1 + (n % 64))))
    for (const bytes of cases) {
      expect(encodeBase58(bytes)).toBe(base58.encode(bytes))
      expect(decodeBase58(base58.encode(bytes))).toEqual(bytes)
    }
  })

  it('encodes text the way wallets read it', () => {
    expect(encodeBase58(new TextEncoder().encode('hello'))).toBe('Cn8eVZg')
  })

  it('rejects characters outside the alphabet', () => {
    expect(() => decodeBase58('0OIl')).toThrowError('Invalid base58 character "0"')
  })
})
