import { useSyncExternalStore } from 'react'

interface ReadableStore<S> {
  getState(): S
  subscribe(listener: (state: S, previous: S) => void): () => void
}

/** A kernel store's state in React; the store hands out the same object until it changes. */
export function useStoreState<S>(store: ReadableStore<S>): S {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState)
}
