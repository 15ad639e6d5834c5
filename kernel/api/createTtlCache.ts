import type { KitStorage } from '../storage/createKitStorage'

/** A cached value and when it was stored (spec §9: "the name cache entry includes a timestamp"). */
export interface TtlCacheEntry<V> {
  value: V
  timestamp: number
}

export interface TtlCacheOptions {
  /** Lifetime in ms; an entry is fresh while `now - timestamp < ttl`. */
  ttl: number
  now?: () => number
  /** Oldest entries go first past this size, so long sessions do not grow without bound. */
  maxEntries?: number
  /** Mirrors entries under one storage key, so a reload within the lifetime skips the fetch. */
  persist?: { storage: Pick<KitStorage, 'get' | 'set'>; key: string }
}

export interface TtlCache<V> {
  get(key: string): V | undefined
  /** The fresh entry with its timestamp; undefined when absent or expired. */
  getEntry(key: string): TtlCacheEntry<V> | undefined
  has(key: string): boolean
  set(key: string, value: V): void
  delete(key: string): boolean
  clear(): void
  /** Fresh entries only. */
  readonly size: number
}

const DEFAULT_MAX_ENTRIES = 500

export function createTtlCache<V>(options: TtlCacheOptions): TtlCache<V> {
  const { ttl, now = () => Date.now(), maxEntries = DEFAULT_MAX_ENTRIES, persist } = options
  const entries = new Map<string, TtlCacheEntry<V>>()

  // A timestamp from the future (clock moved back) counts as stale rather than as forever-fresh.
  const isFresh = (entry: TtlCacheEntry<V>) => {
    const age = now() - entry.timestamp
    return age >= 0 && age < ttl
  }

  const prune = () => {
    for (const [key, entry] of entries) if (!isFresh(entry)) entries.delete(key)
  }

  const save = () => {
    if (!persist) return
    prune()
    persist.storage.set(persist.key, Object.fromEntries(entries))
  }

  if (persist) {
    const stored = persist.storage.get<unknown>(persist.key)
    if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
      for (const [key, entry] of Object.entries(stored as Record<string, unknown>)) {
        // Storage may hold anything (older versions, hand edits): keep only well-formed entries.
        if (entry && typeof entry === 'object' && 'value' in entry && typeof (entry as TtlCacheEntry<V>).timestamp === 'number') {
          const { value, timestamp } = entry as TtlCacheEntry<V>
          if (isFresh({ value, timestamp })) entries.set(key, { value, timestamp })
        }
      }
    }
  }

  const getEntry = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return undefined
    if (isFresh(entry)) return entry
    entries.delete(key)
    return undefined
  }

  return {
    getEntry,
    get: (key) => getEntry(key)?.value,
    has: (key) => getEntry(key) !== undefined,
    set(key, value) {
      entries.delete(key)
      entries.set(key, { value, timestamp: now() })
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
      save()
    },
    delete(key) {
      const existed = entries.delete(key)
      if (existed) save()
      return existed
    },
    clear() {
      entries.clear()
      save()
    },
    get size() {
      prune()
      return entries.size
    },
  }
}

export interface CachedFunction<A extends unknown[], R> {
  (...args: A): Promise<R>
  readonly cache: TtlCache<R>
  /** Forgets the result for these arguments, and any call still in flight for them. */
  invalidate(...args: A): void
}

export interface CachedOptions<A extends unknown[], R> {
  /** Cache key for the arguments; JSON of the arguments by default. */
  key?: (...args: A) => string
  now?: () => number
  /** An existing cache to fill (e.g. a persisted one); `ttl` is then the cache's own. */
  cache?: TtlCache<R>
}

/**
 * Wraps an async function so results live `ttl` ms and concurrent calls with the same key share
 * one request. Failures are not cached: the next call tries again.
 */
export function cached<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  ttl: number,
  options: CachedOptions<A, R> = {},
): CachedFunction<A, R> {
  const keyOf = options.key ?? ((...args: A) => JSON.stringify(args))
  const cache = options.cache ?? createTtlCache<R>({ ttl, now: options.now })
  const inFlight = new Map<string, Promise<R>>()

  const call = (...args: A): Promise<R> => {
    const key = keyOf(...args)
    const hit = cache.getEntry(key)
    if (hit) return Promise.resolve(hit.value)
    const pending = inFlight.get(key)
    if (pending) return pending
    // Started in a microtask so the handlers below always see `promise` assigned.
    const promise: Promise<R> = Promise.resolve()
      .then(() => fn(...args))
      .then(
        (value) => {
          // Only the latest request for the key may fill it (an invalidate may have come between).
          if (inFlight.get(key) === promise) {
            inFlight.delete(key)
            cache.set(key, value)
          }
          return value
        },
        (error: unknown) => {
          if (inFlight.get(key) === promise) inFlight.delete(key)
          throw error
        },
      )
    inFlight.set(key, promise)
    return promise
  }

  return Object.assign(call, {
    cache,
    invalidate(...args: A) {
      const key = keyOf(...args)
      inFlight.delete(key)
      cache.delete(key)
    },
  })
}
