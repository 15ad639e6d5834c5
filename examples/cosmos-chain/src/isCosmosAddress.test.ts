import { bech32 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { isCosmosAddress } from './isCosmosAddress'

const encode = (prefix: string, bytes: number) => bech32.encode(prefix, bech32.toWords(new Uint8Array(bytes).fill(7)))

describe('isCosmosAddress', () => {
  it('accepts a cosmos1 key address and a 32-byte module address', () => {
    expect(isCosmosAddress('cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02')).toBe(true)
    expect(isCosmosAddress(encode('cosmos', 32))).toBe(true)
  })

  it('rejects another prefix, a bad checksum, mixed case, a wrong length and EVM addresses', () => {
    expect(isCosmosAddress('osmo1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02')).toBe(false)
    expect(isCosmosAddress('cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd03')).toBe(false)
    expect(isCosmosAddress('Cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02')).toBe(false)
    expect(isCosmosAddress(encode('cosmos', 19))).toBe(false)
    expect(isCosmosAddress('0x0000000000000000000000000000000000000000')).toBe(false)
  })

  it('takes another chain prefix when asked', () => {
    expect(isCosmosAddress(encode('osmo', 20), 'osmo')).toBe(true)
  })
})
