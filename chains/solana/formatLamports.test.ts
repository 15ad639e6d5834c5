import { describe, expect, it } from 'vitest'
import { formatLamports } from './formatLamports'

describe('formatLamports', () => {
  it('formats lamports as SOL without float rounding', () => {
    expect(formatLamports(0)).toBe('0')
    expect(formatLamports(1)).toBe('0.000000001')
    expect(formatLamports(1_500_000_000n)).toBe('1.5')
    expect(formatLamports(100_000_000_000n)).toBe('100')
    expect(formatLamports(99_999_995_000n)).toBe('99.999995')
    expect(formatLamports(2n ** 64n - 1n)).toBe('18446744073.709551615')
  })
})
