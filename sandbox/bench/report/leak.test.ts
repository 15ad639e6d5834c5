import { describe, expect, it } from 'vitest'
import { toLeakResult } from './leak'

describe('toLeakResult', () => {
  it('gives the growth from the 50th to the 100th cycle in percent', () => {
    expect(toLeakResult(50, 8_760_000, 9_000_000)).toEqual({ cycles: 50, heapAfter50Bytes: 8_760_000, heapAfter100Bytes: 9_000_000, growthPct: (240_000 / 8_760_000) * 100 })
    expect(toLeakResult(50, 6_000_000, 5_700_000).growthPct).toBeCloseTo(-5)
  })

  it('has no growth, and keeps the reason, when a reading is missing', () => {
    const failed = toLeakResult(50, 6_000_000, NaN, 'Timeout 20000ms exceeded.')
    expect(failed.growthPct).toBeNaN()
    expect(failed.error).toBe('Timeout 20000ms exceeded.')
  })
})
