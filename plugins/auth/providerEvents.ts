type Listener = (...args: any[]) => void

/** The `on` / `removeListener` / `emit` trio both embedded-wallet providers offer their hosts. */
export function createProviderEvents() {
  const listeners = new Map<string, Set<Listener>>()
  return {
    emit(event: string, value?: unknown) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(value)
    },
    on(event: string, listener: Listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
