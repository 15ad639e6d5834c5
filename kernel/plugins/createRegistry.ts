/**
 * A list many parties can join: `add` returns the undo, so a plugin never overwrites what another
 * put in, and deactivation removes exactly its own entries. Replaces shared mutable hook slots.
 */
export interface Registry<T> {
  /** Adds an entry; the returned function removes that entry (only it, once). */
  add(entry: T): () => void
  /** The entries, oldest first. The same array until the list changes. */
  list(): readonly T[]
  subscribe(listener: () => void): () => void
}

export function createRegistry<T>(): Registry<T> {
  // A box per add, so the same function added twice is removed one at a time.
  const boxes: { entry: T }[] = []
  let entries: readonly T[] = []
  const listeners = new Set<() => void>()
  const emit = () => {
    for (const listener of [...listeners]) listener()
  }
  return {
    add(entry) {
      const box = { entry }
      boxes.push(box)
      entries = boxes.map((b) => b.entry)
      emit()
      return () => {
        const index = boxes.indexOf(box)
        if (index < 0) return
        boxes.splice(index, 1)
        entries = boxes.map((b) => b.entry)
        emit()
      }
    },
    list: () => entries,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
