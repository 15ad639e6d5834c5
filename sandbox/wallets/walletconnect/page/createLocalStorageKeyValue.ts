import type { KeyValueStorage } from '../createMemoryStorage'

/**
 * WalletConnect's key-value storage over `localStorage` (JSON, one entry per key under a
 * prefix), so a reload of the wallet page keeps its pairings and sessions.
 */
export function createLocalStorageKeyValue(store: Storage, prefix = 'airlock-wc-page:'): KeyValueStorage {
  const ownKeys = () => {
    const keys: string[] = []
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i)
      if (key?.startsWith(prefix)) keys.push(key.slice(prefix.length))
    }
    return keys
  }
  const read = <T>(key: string): T | undefined => {
    const text = store.getItem(prefix + key)
    return text === null ? undefined : (JSON.parse(text) as T)
  }
  return {
    getKeys: async () => ownKeys(),
    getEntries: async <T>() => ownKeys().map((key) => [key, read<T>(key) as T] as [string, T]),
    getItem: async <T>(key: string) => read<T>(key),
    setItem: async (key, value) => store.setItem(prefix + key, JSON.stringify(value)),
    removeItem: async (key) => store.removeItem(prefix + key),
  }
}
