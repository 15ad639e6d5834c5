import { describe, expect, it } from 'vitest'
import { formatTokenAmount, formatUsd } from './formatTokenAmount'

describe('formatTokenAmount', () => {
  it('BAL-13 formats balances with 2 decimals, en-US grouping', () => {
    expect(formatTokenAmount('10000')).toBe('10,000.00')
    expect(formatTokenAmount('999.995')).toBe('1,000.00')
    expect(formatTokenAmount(0.004)).toBe('0.00')
    expect(formatTokenAmount('1234567.891')).toBe('1,234,567.89')
  })

  it('BAL-13 formats USD values with a dollar sign and 2 decimals', () => {
    expect(formatUsd(3000000)).toBe('$3,000,000.00')
    expect(formatUsd(0.5)).toBe('$0.50')
  })

  it('reads garbage as 0.00 instead of NaN', () => {
    expect(formatTokenAmount('not a number')).toBe('0.00')
    expect(formatUsd(undefined)).toBe('$0.00')
  })
})
