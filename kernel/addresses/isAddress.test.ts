import { describe, expect, it } from 'vitest'
import { isAddress } from './isAddress'

const HEX40 = '742d35Cc6634C0532925a3b844Bc454e4438f44e'

describe('isAddress', () => {
  it('ADDR-01 accepts 40 hex digits with or without the 0x prefix, in any case', () => {
    expect(isAddress(`0x${HEX40}`, 'eip155')).toBe(true)
    expect(isAddress(HEX40, 'eip155')).toBe(true)
    expect(isAddress(`0x${HEX40.toLowerCase()}`, 'eip155')).toBe(true)
    expect(isAddress(`0x${HEX40.toUpperCase()}`, 'eip155')).toBe(true)
  })

  it('ADDR-01 defaults to eip155 like AppKit', () => {
    expect(isAddress(`0x${HEX40}`)).toBe(true)
  })

  it.each([
    ['39 digits', `0x${HEX40.slice(1)}`],
    ['41 digits', `0x${HEX40}a`],
    ['a non-hex digit', `0x${HEX40.slice(1)}g`],
    ['a double prefix', `0x0x${HEX40.slice(2)}`],
    ['surrounding spaces', ` 0x${HEX40} `],
    ['an empty string', ''],
  ])('ADDR-01 rejects an eip155 address with %s', (_label, address) => {
    expect(isAddress(address, 'eip155')).toBe(false)
  })

  it('ADDR-02 accepts base58 solana addresses of 32 to 44 characters', () => {
    expect(isAddress('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU', 'solana')).toBe(true)
    expect(isAddress('So11111111111111111111111111111111111111112', 'solana')).toBe(true)
    expect(isAddress('1'.repeat(32), 'solana')).toBe(true)
    expect(isAddress('z'.repeat(44), 'solana')).toBe(true)
  })

  it('ADDR-02 rejects solana addresses outside 32..44 or with non-base58 characters', () => {
    expect(isAddress('1'.repeat(31), 'solana')).toBe(false)
    expect(isAddress('1'.repeat(45), 'solana')).toBe(false)
    for (const bad of ['0', 'O', 'I', 'l', '-', ' ']) {
      expect(isAddress(`${bad}${'2'.repeat(40)}`, 'solana')).toBe(false)
    }
    expect(isAddress(`0x${HEX40}`, 'solana')).toBe(false)
  })

  it('ADDR-03 treats every other namespace as invalid', () => {
    for (const ns of ['bip122', 'polkadot', 'cosmos', 'tron', 'ton', 'foo']) {
      expect(isAddress(`0x${HEX40}`, ns)).toBe(false)
      expect(isAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', ns)).toBe(false)
    }
  })

  it('ADDR-03 lets a chain plugin bring a rule for its own namespace', () => {
    const rules = { bip122: (a: string) => a.startsWith('bc1') }
    expect(isAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bip122', rules)).toBe(true)
    expect(isAddress(`0x${HEX40}`, 'eip155', rules)).toBe(true)
    expect(isAddress(`0x${HEX40}`, 'polkadot', rules)).toBe(false)
  })
})
