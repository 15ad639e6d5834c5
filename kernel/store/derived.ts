interface Source {
  subscribe(listener: () => void): () => void
}

export interface Derived<V> {
  /** The same object until a source change makes the computed value differ (shallowly). */
  get(): V
  subscribe(listener: (value: V) => void): () => void
}

/** A read-only view computed from several stores, stable for useSyncExternalStore readers. */
export function derived<V extends object>(sources: readonly Source[], compute: () => V): Derived<V> {
  let value = compute()
  const listeners = new Set<(value: V) => void>()
  let unsubscribes: (() => void)[] = []

  const refresh = () => {
    const next = compute()
    if (shallowEqual(value, next)) return
    value = next
    for (const listener of [...listeners]) listener(value)
  }

  return {
    get() {
      // Without subscribers nothing keeps the value fresh, so recompute on read.
      if (listeners.size === 0) {
        const next = compute()
        if (!shallowEqual(value, next)) value = next
      }
      return value
    },
    subscribe(listener) {
      if (listeners.size === 0) {
        value = compute()
        unsubscribes = sources.map((s) => s.subscribe(refresh))
      }
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) {
          unsubscribes.forEach((u) => u())
          unsubscribes = []
        }
      }
    },
  }
}

export function shallowEqual(a: object, b: object): boolean {
  if (Object.is(a, b)) return true
  const ka = Object.keys(a)
  if (ka.length !== Object.keys(b).length) return false
  return ka.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}
