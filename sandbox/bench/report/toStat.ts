import type { Stat } from './types'

/** Median (mean of the middle two for an even count), min and max of the samples; NaNs dropped. */
export function toStat(samples: readonly number[]): Stat {
  const kept = samples.filter((n) => Number.isFinite(n))
  if (kept.length === 0) return { median: NaN, min: NaN, max: NaN, samples: [] }
  const sorted = [...kept].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]!, samples: kept }
}
