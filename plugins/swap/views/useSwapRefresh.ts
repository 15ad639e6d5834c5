import { useEffect } from 'react'

/** Spec: prices, balances and the quote refresh every 10 s while the view is shown. */
export const SWAP_REFRESH_MS = 10_000

/**
 * Calls `refresh` every 10 s while the view is mounted and the page is visible; a hidden page
 * pauses it and, when shown again, it refreshes at once. Nothing runs after unmount.
 */
export function useSwapRefresh(refresh: () => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || typeof document === 'undefined') return
    let timer: ReturnType<typeof setInterval> | undefined
    const start = () => {
      clearInterval(timer)
      timer = setInterval(() => {
        if (document.visibilityState !== 'hidden') refresh()
      }, SWAP_REFRESH_MS)
    }
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') return clearInterval(timer)
      refresh()
      start()
    }
    start()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [refresh, enabled])
}
