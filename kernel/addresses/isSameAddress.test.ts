import { describe, expect, it } from 'vitest'
import { isSameAddress } from './isSameAddress'

describe('isSameAddress', () => {
  it('ADDR-04 compares addresses case-insensitively', () => {
    expect(
      isSameAddress(
        '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
        '0x742D35CC6634C0532925A3B844BC454E4438F44E',
      ),
    ).toBe(true)
    expect(isSameAddress('0xabc', '0xabd')).toBe(false)
  })

  it('ADDR-04 never matches an absent address', () => {
    expect(isSameAddress(undefined, undefined)).toBe(false)
    expect(isSameAddress('', '')).toBe(false)
    expect(isSameAddress('0xabc', null)).toBe(false)
  })
})
