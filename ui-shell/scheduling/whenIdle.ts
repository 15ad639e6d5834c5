/** Runs `task` when the browser is idle (within `timeoutMs`; a 1 ms timer where rIC is missing); returns the cancel. */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task, 1)
    return () => clearTimeout(timer)
  }
  const handle = requestIdleCallback(task, { timeout: timeoutMs })
  return () => cancelIdleCallback(handle)
}
