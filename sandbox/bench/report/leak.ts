import type { HeapReading, LeakResult } from './types'

/** The leak scenario's two readings as a result, with the growth between them in percent. */
export function toLeakResult(cycles: number, heapAfter50Bytes: number, heapAfter100Bytes: number, error?: string): LeakResult {
  const growthPct = Number.isFinite(heapAfter50Bytes) && Number.isFinite(heapAfter100Bytes) && heapAfter50Bytes > 0 ? ((heapAfter100Bytes - heapAfter50Bytes) / heapAfter50Bytes) * 100 : NaN
  return { cycles, heapAfter50Bytes, heapAfter100Bytes, growthPct, ...(error ? { error } : {}) }
}

/**
 * Heap growth per open/close cycle after warm-up (issue 32): the least-squares slope of the
 * readings taken at or after `warmUpCycles`, bytes per cycle; NaN with fewer than two of them.
 */
export function heapSlope(readings: readonly HeapReading[], warmUpCycles: number): number {
  const points = readings.filter((r) => r.cycles >= warmUpCycles && Number.isFinite(r.bytes))
  if (points.length < 2) return NaN
  const meanX = points.reduce((t, r) => t + r.cycles, 0) / points.length
  const meanY = points.reduce((t, r) => t + r.bytes, 0) / points.length
  const sxy = points.reduce((t, r) => t + (r.cycles - meanX) * (r.bytes - meanY), 0)
  const sxx = points.reduce((t, r) => t + (r.cycles - meanX) ** 2, 0)
  return sxx > 0 ? sxy / sxx : NaN
}
