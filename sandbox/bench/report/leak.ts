import type { LeakResult } from './types'

/** The leak scenario's two readings as a result, with the growth between them in percent. */
export function toLeakResult(cycles: number, heapAfter50Bytes: number, heapAfter100Bytes: number, error?: string): LeakResult {
  const growthPct = Number.isFinite(heapAfter50Bytes) && Number.isFinite(heapAfter100Bytes) && heapAfter50Bytes > 0 ? ((heapAfter100Bytes - heapAfter50Bytes) / heapAfter50Bytes) * 100 : NaN
  return { cycles, heapAfter50Bytes, heapAfter100Bytes, growthPct, ...(error ? { error } : {}) }
}
