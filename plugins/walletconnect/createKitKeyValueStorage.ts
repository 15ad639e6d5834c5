import type { PluginStorage } from '../../kernel/plugin'

/** The key-value contract WalletConnect Core asks of its `storage` option (IKeyValueStorage). */
export interface KeyValueStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

const KEY_INDEX = 'wc_keys'
// KitStorage writes JSON, which has no BigInt; WalletConnect's own storage writes them as "<n>n" too.
const jsonSafe = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v)) ?? 'null')
const itemKey = (key: string) => `wc:${key}`

/**
 * WalletConnect's state in the kit's own storage, so a session lives exactly as long as the
 * kit's connection keys: in localStorage in a browser, in memory where there is none (Node,
 * private mode) — Core's Node default would write files. A key index stands in for listing
 * the backend, which KitStorage does not offer.
 */
export function createKitKeyValueStorage(storage: PluginStorage): KeyValueStorage {
  const keys = () => {
    const stored = storage.get<unknown>(KEY_INDEX)
    return Array.isArray(stored) ? stored.filter((k): k is string => typeof k === 'string') : []
  }
  const kv: KeyValueStorage = {
    getKeys: async () => keys(),
    async getEntries<T>() {
      return keys().flatMap((key) => {
        const value = storage.get<T>(itemKey(key))
        return value === undefined ? [] : [[key, value] as [string, T]]
      })
    },
    getItem: async <T>(key: string) => storage.get<T>(itemKey(key)),
    async setItem(key, value) {
      storage.set(itemKey(key), value === undefined ? undefined : jsonSafe(value))
      const known = keys()
      if (!known.includes(key)) storage.set(KEY_INDEX, [...known, key])
    },
    async removeItem(key) {
      storage.remove(itemKey(key))
      storage.set(KEY_INDEX, keys().filter((k) => k !== key))
    },
  }
  return kv
}
