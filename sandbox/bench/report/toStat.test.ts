import { describe, expect, it } from 'vitest'
import { toStat } from './toStat'

describe('toStat', () => {
  it('takes the middle sample of an odd count and the mean of the middle two of an even one', () => {
    expect(toStat([30, 10, 20])).toEqual({ median: 20, min: 10, max: 30, samples: [30, 10, 20] })
    expect(toStat([4, 1, 3, 2]).median).toBe(2.5)
  })

  it('drops failed runs (NaN) and gives NaN when none is left', () => {
    expect(toStat([NaN, 5, 7])).toMatchObject({ median: 6, min: 5, max: 7, samples: [5, 7] })
    expect(toStat([NaN]).median).toBeNaN()
  })
})
