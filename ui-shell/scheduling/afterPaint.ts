/** How long `afterPaint` waits at most where no frame comes (a tab in the background). */
const AFTER_PAINT_FALLBACK_MS = 200

/**
 * Runs `task` once the next frame has painted (a task after the next animation frame), or after
 * 200 ms where no frame comes; returns the cancel. For work a view starts as it shows that need
 * not hold its first paint (issue 32).
 */
export function afterPaint(task: () => void): () => void {
  let done = false
  const run = () => {
    if (done) return
    done = true
    cancel()
    task()
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const fallback = setTimeout(run, AFTER_PAINT_FALLBACK_MS)
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => (timer = setTimeout(run, 0))) : undefined
  const cancel = () => {
    done = true
    clearTimeout(fallback)
    if (timer !== undefined) clearTimeout(timer)
    if (frame !== undefined) cancelAnimationFrame(frame)
  }
  return cancel
}
