/** The key-value contract WalletConnect Core asks of its `storage` option (IKeyValueStorage). */
export type KeyValueStorage = {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/**
 * In-memory storage for WalletConnect clients. Core's default in Node writes files through
 * unstorage; tests must neither write files nor share state between runs.
 */
export function createMemoryStorage(): KeyValueStorage {
  const items = new Map<string, unknown>()
  // Copies keep callers from mutating stored records in place, as a real store would.
  const copy = <T>(value: T): T => {
    try {
      return structuredClone(value)
    } catch {
      return value
    }
  }
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items.entries()].map(([k, v]) => [k, copy(v) as T] as [string, T]),
    getItem: async <T>(key: string) => copy(items.get(key)) as T | undefined,
    setItem: async (key, value) => {
      items.set(key, copy(value))
    },
    removeItem: async (key) => {
      items.delete(key)
    },
  }
}
