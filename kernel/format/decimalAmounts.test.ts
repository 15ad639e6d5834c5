import { describe, expect, it } from 'vitest'
import { fromBaseUnits, isPositiveAmount, parseDecimalAmount, toBaseUnits } from './decimalAmounts'

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

describe('base units', () => {
  it('turns typed decimals into exact base units, dropping digits past the decimals', () => {
    expect(toBaseUnits('0.1', 18)).toBe(10n ** 17n)
    expect(toBaseUnits('25', 6)).toBe(25_000_000n)
    // Decimals from a hostile token list are no amount, not a RangeError (issue 29).
    expect(toBaseUnits('1', -1)).toBeUndefined()
    expect(toBaseUnits('1', 5_000_000)).toBeUndefined()
    expect(toBaseUnits('1', 1.5)).toBeUndefined()
    expect(toBaseUnits('.5', 6)).toBe(500_000n)
    expect(toBaseUnits('1.2345678', 6)).toBe(1_234_567n)
    expect(toBaseUnits('abc', 6)).toBeUndefined()
    expect(toBaseUnits('.', 6)).toBeUndefined()
  })

  it('prints base units without trailing zeros', () => {
    expect(fromBaseUnits(10n ** 17n, 18)).toBe('0.1')
    expect(fromBaseUnits(2_991_026_919n, 6)).toBe('2991.026919')
    expect(fromBaseUnits(12_000_000n, 6)).toBe('12')
    expect(fromBaseUnits(1n, 6)).toBe('0.000001')
    expect(fromBaseUnits(0n, 18)).toBe('0')
  })

  it('knows an amount worth quoting', () => {
    expect(isPositiveAmount('0.1')).toBe(true)
    expect(isPositiveAmount('0')).toBe(false)
    expect(isPositiveAmount('0.')).toBe(false)
    expect(isPositiveAmount('')).toBe(false)
    expect(isPositiveAmount(undefined)).toBe(false)
    expect(isPositiveAmount('1e3')).toBe(false)
  })
})
