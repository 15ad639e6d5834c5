import { describe, expect, it } from 'vitest'
import { fromBaseUnits, isPositiveDecimal, toBaseUnits } from './baseUnits'

describe('base units', () => {
  it('turns typed decimals into exact base units, dropping digits past the decimals', () => {
    expect(toBaseUnits('0.1', 18)).toBe(10n ** 17n)
    expect(toBaseUnits('25', 6)).toBe(25_000_000n)
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
    expect(isPositiveDecimal('0.1')).toBe(true)
    expect(isPositiveDecimal('0')).toBe(false)
    expect(isPositiveDecimal('0.')).toBe(false)
    expect(isPositiveDecimal('')).toBe(false)
    expect(isPositiveDecimal(undefined)).toBe(false)
    expect(isPositiveDecimal('1e3')).toBe(false)
  })
})
