// When the approve button may work: only while the approval is actually seen. In the frame that
// is IntersectionObserver v2 (the host page cannot make the frame transparent, transform it,
// cover it or scroll it away unnoticed); in the approval popup, a focused, visible window.

/** How long the approval must have been seen before its approve button works (again). */
export const ARM_DELAY_MS = 500
/** IntersectionObserver v2's minimum delay between visibility checks is 100 ms. */
const VISIBILITY_DELAY_MS = 100

/** Reports whether `target` can be seen now, each time that changes; returns the stop. */
export type VisibilitySource = (target: Element, onChange: (visible: boolean) => void) => () => void

/** Whether this browser tells occlusion and effects apart (IntersectionObserver v2's isVisible). */
export const canTrackVisibility = (): boolean => typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype

/** The whole target in the viewport, not transparent, transformed, filtered or covered by anything. */
export const intersectionV2: VisibilitySource = (target, onChange) => {
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries[entries.length - 1]
      if (entry) onChange(entry.isIntersecting && entry.intersectionRatio >= 0.99 && (entry as IntersectionObserverEntry & { isVisible: boolean }).isVisible)
    },
    { threshold: [0, 0.99], trackVisibility: true, delay: VISIBILITY_DELAY_MS } as IntersectionObserverInit,
  )
  observer.observe(target)
  return () => observer.disconnect()
}

/** A top-level window of our own origin: seen while it is shown and has the focus. */
export const focusedWindow: VisibilitySource = (_target, onChange) => {
  const report = () => onChange(document.visibilityState === 'visible' && document.hasFocus())
  const events = ['focus', 'blur', 'visibilitychange'] as const
  for (const name of events) window.addEventListener(name, report)
  report()
  return () => {
    for (const name of events) window.removeEventListener(name, report)
  }
}

/**
 * Calls `onArmed(true)` once the target has been seen for ARM_DELAY_MS without a break, and
 * `onArmed(false)` as soon as it is not seen; every loss starts the wait again.
 */
export function armWhenSeen(target: Element, onArmed: (armed: boolean, seen: boolean) => void, source: VisibilitySource): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const stop = source(target, (visible) => {
    clearTimeout(timer)
    timer = undefined
    onArmed(false, visible)
    if (visible) timer = setTimeout(() => onArmed(true, true), ARM_DELAY_MS)
  })
  return () => {
    clearTimeout(timer)
    stop()
  }
}
