import { describe, expect, it } from 'vitest'
import { isPositiveAmount, parseDecimalAmount } from './parseDecimalAmount'

describe('parseDecimalAmount', () => {
  it('converts decimals to base units exactly', () => {
    expect(parseDecimalAmount('0.1', 18)).toBe(100_000_000_000_000_000n)
    expect(parseDecimalAmount('1.5', 6)).toBe(1_500_000n)
    expect(parseDecimalAmount('12', 9)).toBe(12_000_000_000n)
    expect(parseDecimalAmount('.25', 2)).toBe(25n)
    expect(parseDecimalAmount('3.', 0)).toBe(3n)
  })

  it('drops digits beyond the token decimals instead of rounding up', () => {
    expect(parseDecimalAmount('1.9999999', 6)).toBe(1_999_999n)
  })

  it('rejects what is not a plain decimal', () => {
    expect(() => parseDecimalAmount('1e18', 18)).toThrowError('Invalid amount: 1e18')
    expect(() => parseDecimalAmount('-1', 18)).toThrowError('Invalid amount: -1')
    expect(() => parseDecimalAmount('.', 18)).toThrowError('Invalid amount: .')
  })
})

describe('isPositiveAmount', () => {
  it('accepts amounts above zero only', () => {
    expect(['0.1', '1', '.5', '00.01'].every(isPositiveAmount)).toBe(true)
    expect([undefined, '', '0', '0.00', '.', 'abc', '-1', '1,5'].some(isPositiveAmount)).toBe(false)
  })
})
