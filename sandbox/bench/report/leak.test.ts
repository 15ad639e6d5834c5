import { describe, expect, it } from 'vitest'
import { heapSlope, toLeakResult } from './leak'

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

describe('heapSlope', () => {
  it('is the bytes per cycle after warm-up, ignoring the warm-up readings', () => {
    // Fast growth while warming up (code compiled, caches filled), then 400 B per cycle.
    const readings = [50, 100, 200, 300, 400, 500, 600].map((cycles) => ({ cycles, bytes: cycles <= 100 ? 8_000_000 + cycles * 10_000 : 9_000_000 + (cycles - 100) * 400 }))
    expect(heapSlope(readings, 100)).toBeCloseTo(400, 6)
    expect(heapSlope(readings, 0)).toBeGreaterThan(500)
  })

  it('is NaN with fewer than two readings after warm-up', () => {
    expect(heapSlope([{ cycles: 600, bytes: 1 }], 100)).toBeNaN()
    expect(heapSlope([{ cycles: 100, bytes: NaN }, { cycles: 600, bytes: 2 }], 100)).toBeNaN()
  })
})
