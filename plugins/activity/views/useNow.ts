import { useEffect, useState } from 'react'

/** The time, refreshed every `intervalMs` while mounted, so "now" becomes "1m" without new data. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
