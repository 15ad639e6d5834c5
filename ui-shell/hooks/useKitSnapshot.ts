import { useCallback, useRef, useSyncExternalStore } from 'react'
import { shallowEqual } from '../../kernel'

const isPlain = (v: unknown): v is object =>
  typeof v === 'object' && v !== null && (Array.isArray(v) || Object.getPrototypeOf(v) === Object.prototype)

/** Equal field by field, looking one level into arrays and plain objects (the kit's getters rebuild those). */
export function sameSnapshot(a: object, b: object): boolean {
  if (shallowEqual(a, b)) return true
  const ka = Object.keys(a)
  if (ka.length !== Object.keys(b).length) return false
  return ka.every((k) => {
    const x = (a as Record<string, unknown>)[k]
    const y = (b as Record<string, unknown>)[k]
    return Object.is(x, y) || (isPlain(x) && isPlain(y) && Array.isArray(x) === Array.isArray(y) && shallowEqual(x, y))
  })
}

/**
 * useSyncExternalStore over a read that builds a fresh object each call (the kit's getAccount,
 * ...): the previous object is kept while the new one is equal, so React sees the same
 * snapshot until something changed. `readServer` is React's server snapshot (server render and
 * hydration): the kit as the server saw it (useServerKit).
 */
export function useKitSnapshot<V extends object>(subscribe: (onChange: () => void) => () => void, read: () => V, readServer: () => V = read): V {
  const last = useRef<V | undefined>(undefined)
  const lastServer = useRef<V | undefined>(undefined)
  const getSnapshot = useCallback(() => {
    const next = read()
    if (last.current && sameSnapshot(last.current, next)) return last.current
    return (last.current = next)
  }, [read])
  const getServerSnapshot = useCallback(() => {
    if (readServer === read) return getSnapshot()
    const next = readServer()
    if (lastServer.current && sameSnapshot(lastServer.current, next)) return lastServer.current
    return (lastServer.current = next)
  }, [read, readServer, getSnapshot])
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
