import { useCallback, useEffect, useState } from 'react'

/** Whole seconds left of a countdown that starts on mount; `restart` starts it again. */
export function useCountdown(seconds: number): { left: number; restart(): void } {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000)
  const [left, setLeft] = useState(seconds)
  useEffect(() => {
    const tick = () => {
      const next = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000))
      setLeft(next)
      if (next === 0) clearInterval(timer)
    }
    const timer = setInterval(tick, 250)
    tick()
    return () => clearInterval(timer)
  }, [endsAt])
  const restart = useCallback(() => setEndsAt(Date.now() + seconds * 1000), [seconds])
  return { left, restart }
}
