import { describe, expect, it } from 'vitest'
import { createKitStorage, createMemoryBackend, STORAGE_PREFIX, type StorageBackend } from './createKitStorage'
import { StorageKeys } from './storageKeys'

const throwingBackend = (): StorageBackend => ({
  getItem: () => {
    throw new Error('SecurityError')
  },
  setItem: () => {
    throw new Error('QuotaExceededError')
  },
  removeItem: () => {
    throw new Error('SecurityError')
  },
})

describe('kit storage', () => {
  it('STO-01 writes every key with the product prefix', () => {
    const backend = createMemoryBackend()
    const storage = createKitStorage({ backend })
    storage.set(StorageKeys.connectedNamespaces, 'eip155,solana')
    storage.set(StorageKeys.connectorId('eip155'), 'io.metamask')
    expect(backend.getItem(`${STORAGE_PREFIX}connected_namespaces`)).toBe('"eip155,solana"')
    expect(backend.getItem(`${STORAGE_PREFIX}connector_id:eip155`)).toBe('"io.metamask"')
    expect(backend.getItem('connected_namespaces')).toBeNull()
  })

  it('BYD-06 reads garbage as absent instead of throwing', () => {
    const backend = createMemoryBackend()
    backend.setItem(`${STORAGE_PREFIX}recent_wallets`, '{not json')
    const storage = createKitStorage({ backend })
    expect(storage.get('recent_wallets')).toBeUndefined()
  })

  it('BYD-06 falls back to memory when localStorage is missing (SSR)', () => {
    const saved = (globalThis as any).localStorage
    delete (globalThis as any).localStorage
    try {
      const storage = createKitStorage()
      expect(storage.isMemory).toBe(true)
      storage.set('a', { b: 1 })
      expect(storage.get('a')).toEqual({ b: 1 })
    } finally {
      if (saved) (globalThis as any).localStorage = saved
    }
  })

  it('BYD-06 falls back to memory when localStorage throws on write (private mode)', () => {
    const storage = createKitStorage({ backend: throwingBackend() })
    expect(storage.isMemory).toBe(false)
    storage.set('k', [1, 2])
    expect(storage.isMemory).toBe(true)
    expect(storage.get('k')).toEqual([1, 2])
    storage.remove('k')
    expect(storage.get('k')).toBeUndefined()
  })

  it('BYD-06 reads as absent when localStorage throws on read', () => {
    const storage = createKitStorage({ backend: throwingBackend() })
    expect(storage.get('anything')).toBeUndefined()
  })

  it('BYD-06 uses a working localStorage when one exists and round-trips values', () => {
    const backend = createMemoryBackend()
    ;(globalThis as any).localStorage = backend
    try {
      const storage = createKitStorage()
      expect(storage.isMemory).toBe(false)
      storage.set('n', 5)
      expect(backend.getItem(storage.keyOf('n'))).toBe('5')
      storage.set('n', undefined)
      expect(backend.getItem(storage.keyOf('n'))).toBeNull()
    } finally {
      delete (globalThis as any).localStorage
    }
  })
})
