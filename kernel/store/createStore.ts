/** A small framework-free store; React reads it with useSyncExternalStore. */
export interface Store<S extends object> {
  /** The same object until the state changes, so external-store readers do not loop. */
  getState(): S
  setState(patch: Partial<S> | ((state: S) => Partial<S>)): void
  subscribe(listener: (state: S, previous: S) => void): () => void
  /** Back to the state the store was created with. */
  reset(): void
}

export function createStore<S extends object>(initial: S | (() => S)): Store<S> {
  const makeInitial = typeof initial === 'function' ? (initial as () => S) : () => ({ ...initial })
  let state = makeInitial()
  const listeners = new Set<(state: S, previous: S) => void>()

  const commit = (next: S) => {
    const previous = state
    state = next
    for (const listener of [...listeners]) listener(state, previous)
  }

  return {
    getState: () => state,
    setState(patch) {
      const partial = typeof patch === 'function' ? patch(state) : patch
      const changed = Object.keys(partial).some(
        (key) => !Object.is((partial as Record<string, unknown>)[key], (state as Record<string, unknown>)[key]),
      )
      if (changed) commit({ ...state, ...partial })
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    reset: () => commit(makeInitial()),
  }
}
