import { describe, expect, it } from 'vitest'
import { isTronAddress, isTronHexAddress } from './isTronAddress'

describe('isTronAddress', () => {
  it('accepts base58 T… addresses of 25 bytes with the 0x41 prefix', () => {
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true)
    expect(isTronAddress('TXMnEj7N25RGRB7MAUoXkdnmvTuM8qkZMc')).toBe(true)
  })

  it('refuses other families, wrong lengths, characters outside base58 and hex', () => {
    for (const bad of ['0xea9f894ddb7956bed993bb3cf98692502f110109', 'Geyu4bEj7TNZCytBq8iCtUWYurLL4yumVakNH478vhCu', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6O', '', ' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t']) {
      expect(isTronAddress(bad)).toBe(false)
    }
    expect(isTronAddress('41ea9f894ddb7956bed993bb3cf98692502f110109')).toBe(false)
    expect(isTronHexAddress('41ea9f894ddb7956bed993bb3cf98692502f110109')).toBe(true)
  })
})
