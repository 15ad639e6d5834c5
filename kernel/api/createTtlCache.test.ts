import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createKitStorage, createMemoryBackend } from '../storage/createKitStorage'
import {
  BALANCE_RETRY_GAP_MS,
  IDENTITY_TTL_MS,
  NAMING_TTL_MS,
  NATIVE_BALANCE_TTL_MS,
  PORTFOLIO_BALANCE_TTL_MS,
  cacheLifetimes,
} from './cacheLifetimes'
import { cached, createTtlCache } from './createTtlCache'

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
})
afterEach(() => {
  vi.useRealTimers()
})

describe('cacheLifetimes', () => {
  it('the spec §9 lifetimes: portfolio 30 s, native 30 s, naming 5 min, identity 5 min, balance retry gap 30 s', () => {
    expect(PORTFOLIO_BALANCE_TTL_MS).toBe(30_000)
    expect(NATIVE_BALANCE_TTL_MS).toBe(30_000)
    expect(NAMING_TTL_MS).toBe(300_000)
    expect(IDENTITY_TTL_MS).toBe(300_000)
    expect(BALANCE_RETRY_GAP_MS).toBe(30_000)
    expect(cacheLifetimes).toEqual({
      portfolioBalance: 30_000,
      nativeBalance: 30_000,
      naming: 300_000,
      identity: 300_000,
      balanceRetryGap: 30_000,
    })
  })
})

describe('createTtlCache', () => {
  it('keeps an entry with its timestamp until the lifetime has passed', () => {
    const cache = createTtlCache<string>({ ttl: NAMING_TTL_MS })
    cache.set('alice', 'alice.name')
    expect(cache.getEntry('alice')).toEqual({ value: 'alice.name', timestamp: Date.now() })
    vi.advanceTimersByTime(NAMING_TTL_MS - 1)
    expect(cache.get('alice')).toBe('alice.name')
    vi.advanceTimersByTime(1)
    expect(cache.get('alice')).toBeUndefined()
    expect(cache.has('alice')).toBe(false)
  })

  it('deletes and clears', () => {
    const cache = createTtlCache<number>({ ttl: 1000 })
    cache.set('a', 1)
    cache.set('b', 2)
    expect(cache.size).toBe(2)
    expect(cache.delete('a')).toBe(true)
    expect(cache.delete('a')).toBe(false)
    cache.clear()
    expect(cache.size).toBe(0)
  })

  it('drops the oldest entries past maxEntries', () => {
    const cache = createTtlCache<number>({ ttl: 1000, maxEntries: 2 })
    cache.set('a', 1)
    cache.set('b', 2)
    cache.set('c', 3)
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([false, true, true])
  })

  it('treats a timestamp from the future as stale', () => {
    let clock = 10_000
    const cache = createTtlCache<number>({ ttl: 1000, now: () => clock })
    cache.set('a', 1)
    clock = 5_000
    expect(cache.get('a')).toBeUndefined()
  })

  it('persists entries, reloads fresh ones and ignores garbage', () => {
    const storage = createKitStorage({ backend: createMemoryBackend() })
    const first = createTtlCache<{ name: string }>({ ttl: IDENTITY_TTL_MS, persist: { storage, key: 'identity_cache' } })
    first.set('0xabc', { name: 'abc' })
    const again = createTtlCache<{ name: string }>({ ttl: IDENTITY_TTL_MS, persist: { storage, key: 'identity_cache' } })
    expect(again.get('0xabc')).toEqual({ name: 'abc' })
    vi.advanceTimersByTime(IDENTITY_TTL_MS)
    const later = createTtlCache({ ttl: IDENTITY_TTL_MS, persist: { storage, key: 'identity_cache' } })
    expect(later.size).toBe(0)

    storage.set('identity_cache', { x: 'garbage', y: { value: 1 }, z: { value: 2, timestamp: Date.now() } })
    const mixed = createTtlCache<number>({ ttl: IDENTITY_TTL_MS, persist: { storage, key: 'identity_cache' } })
    expect([mixed.has('x'), mixed.has('y'), mixed.get('z')]).toEqual([false, false, 2])
    storage.set('identity_cache', ['nope'])
    expect(createTtlCache({ ttl: 1, persist: { storage, key: 'identity_cache' } }).size).toBe(0)
  })
})

describe('cached', () => {
  it('serves from the cache within the lifetime and refetches after it', async () => {
    const fn = vi.fn(async (address: string) => `${address}-${fn.mock.calls.length}`)
    const get = cached(fn, PORTFOLIO_BALANCE_TTL_MS)
    expect(await get('a')).toBe('a-1')
    vi.advanceTimersByTime(PORTFOLIO_BALANCE_TTL_MS - 1)
    expect(await get('a')).toBe('a-1')
    vi.advanceTimersByTime(1)
    expect(await get('a')).toBe('a-2')
    expect(await get('b')).toBe('b-3')
    expect(fn).toHaveBeenCalledTimes(3)
  })

  it('shares one in-flight call among concurrent callers', async () => {
    let release!: (v: number) => void
    const fn = vi.fn(() => new Promise<number>((resolve) => (release = resolve)))
    const get = cached(fn, 1000)
    const calls = [get(), get(), get()]
    await Promise.resolve()
    expect(fn).toHaveBeenCalledTimes(1)
    release(7)
    expect(await Promise.all(calls)).toEqual([7, 7, 7])
    expect(await get()).toBe(7)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('does not cache failures, including synchronous throws', async () => {
    let fail = true
    const fn = vi.fn((): Promise<string> => {
      if (fail) throw new Error('down')
      return Promise.resolve('up')
    })
    const get = cached(fn, 1000)
    await expect(get()).rejects.toThrowError(/^down$/)
    fail = false
    expect(await get()).toBe('up')
  })

  it('invalidate forgets the value and a call in flight', async () => {
    let n = 0
    let release!: () => void
    const get = cached(
      () =>
        new Promise<number>((resolve) => {
          const value = ++n
          release = () => resolve(value)
        }),
      1000,
      { key: () => 'k' },
    )
    const stale = get()
    await Promise.resolve()
    get.invalidate()
    release()
    expect(await stale).toBe(1)
    expect(get.cache.has('k')).toBe(false)
    const fresh = get()
    await Promise.resolve()
    await Promise.resolve()
    release()
    expect(await fresh).toBe(2)
    expect(get.cache.get('k')).toBe(2)
  })
})
