/** A marker the timed-out branch resolves with, so callers can tell it from any real value. */
export const TIMED_OUT: unique symbol = Symbol('airlock.timedOut')

/**
 * Resolves with `promise`'s value, or with TIMED_OUT after `ms` — whichever comes first. The
 * timer is cleared either way so a settled race leaves nothing behind (Node keeps a process alive
 * for pending timers). A rejection of `promise` passes through.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
