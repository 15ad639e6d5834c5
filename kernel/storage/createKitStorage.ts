/** The subset of the Web Storage API the kit uses. */
export interface StorageBackend {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export const STORAGE_PREFIX = '@airlock/'

export interface KitStorage {
  /** Parsed JSON value, or undefined when absent or unreadable (garbage is never a throw). */
  get<T = unknown>(key: string): T | undefined
  set(key: string, value: unknown): void
  remove(key: string): void
  /** The full key as written to the backend, prefix included. */
  keyOf(key: string): string
  /** True when writes go to memory only (no localStorage, or it threw). */
  readonly isMemory: boolean
}

export function createMemoryBackend(): StorageBackend {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  }
}

/** localStorage when it exists and accepts a write; undefined otherwise (SSR, private mode, sandboxed iframes). */
export function probeLocalStorage(): StorageBackend | undefined {
  try {
    const ls = (globalThis as { localStorage?: StorageBackend }).localStorage
    if (!ls) return undefined
    const probe = `${STORAGE_PREFIX}__probe`
    ls.setItem(probe, '1')
    ls.removeItem(probe)
    return ls
  } catch {
    return undefined
  }
}

export function createKitStorage(options: { backend?: StorageBackend; prefix?: string } = {}): KitStorage {
  const prefix = options.prefix ?? STORAGE_PREFIX
  const probed = options.backend ?? probeLocalStorage()
  let backend = probed ?? createMemoryBackend()
  let isMemory = !probed
  const keyOf = (key: string) => `${prefix}${key}`

  // A backend that starts throwing mid-session (quota, private mode) hands over to memory,
  // carrying nothing over: the kit keeps working, and only persistence across reloads is lost.
  const fallBack = () => {
    if (isMemory) return
    backend = createMemoryBackend()
    isMemory = true
  }

  return {
    get isMemory() {
      return isMemory
    },
    keyOf,
    get<T>(key: string): T | undefined {
      let raw: string | null
      try {
        raw = backend.getItem(keyOf(key))
      } catch {
        return undefined
      }
      if (raw === null || raw === undefined) return undefined
      try {
        return JSON.parse(raw) as T
      } catch {
        // Unparsable: removed, so garbage does not stay in the visitor's storage forever.
        try {
          backend.removeItem(keyOf(key))
        } catch {
          // A backend that cannot remove either: reading it as absent is all that is left.
        }
        return undefined
      }
    },
    set(key, value) {
      if (value === undefined) return this.remove(key)
      const text = JSON.stringify(value)
      try {
        backend.setItem(keyOf(key), text)
      } catch {
        fallBack()
        backend.setItem(keyOf(key), text)
      }
    },
    remove(key) {
      try {
        backend.removeItem(keyOf(key))
      } catch {
        fallBack()
      }
    },
  }
}
