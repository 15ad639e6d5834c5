import { useCallback, useEffect, useState } from 'react'

/**
 * A relay answer may trail the visitor's return by a moment (the socket was asleep while the
 * page was hidden): the view waits this long before it says no connection came.
 */
export const RETURN_GRACE_MS = 1500

/**
 * Whether the visitor left the page (its document went hidden: the deep link opened the wallet)
 * and came back while `waiting` stayed true, i.e. no session arrived. `reset` clears it (a new
 * pairing). Nothing is shown on the way out, only after the return and the grace period.
 */
export function useReturnedWithoutSession(waiting: boolean): { returned: boolean; reset(): void } {
  const [returned, setReturned] = useState(false)
  useEffect(() => {
    if (!waiting) return setReturned(false)
    let left = document.visibilityState === 'hidden'
    let timer: ReturnType<typeof setTimeout> | undefined
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        left = true
        clearTimeout(timer)
        return
      }
      if (!left) return
      left = false
      timer = setTimeout(() => setReturned(true), RETURN_GRACE_MS)
    }
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [waiting])
  const reset = useCallback(() => setReturned(false), [])
  return { returned: returned && waiting, reset }
}
