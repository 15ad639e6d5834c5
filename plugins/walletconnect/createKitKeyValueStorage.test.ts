import { describe, expect, it } from 'vitest'
import type { KitStorage } from '../../kernel'
import { createKitKeyValueStorage } from './createKitKeyValueStorage'

// A KitStorage over a Map, JSON in and out like the kernel's.
function mapStorage(): KitStorage & { raw: Map<string, string> } {
  const raw = new Map<string, string>()
  return {
    raw,
    isMemory: true,
    keyOf: (key) => `@airlock/${key}`,
    get: (key) => {
      const text = raw.get(key)
      return text === undefined ? undefined : JSON.parse(text)
    },
    set: (key, value) => void (value === undefined ? raw.delete(key) : raw.set(key, JSON.stringify(value))),
    remove: (key) => void raw.delete(key),
  }
}

describe('createKitKeyValueStorage', () => {
  it("keeps WalletConnect's records in the kit's storage, listing and removing them", async () => {
    const storage = mapStorage()
    const kv = createKitKeyValueStorage(storage)
    await kv.setItem('wc@2:core:0.3//keychain', { a: 1 })
    await kv.setItem('wc@2:client:0.3//session', [{ topic: 't' }])
    expect(await kv.getKeys()).toEqual(['wc@2:core:0.3//keychain', 'wc@2:client:0.3//session'])
    expect(await kv.getItem('wc@2:core:0.3//keychain')).toEqual({ a: 1 })
    expect(await kv.getEntries()).toEqual([
      ['wc@2:core:0.3//keychain', { a: 1 }],
      ['wc@2:client:0.3//session', [{ topic: 't' }]],
    ])
    await kv.removeItem('wc@2:core:0.3//keychain')
    expect(await kv.getKeys()).toEqual(['wc@2:client:0.3//session'])
    expect(await kv.getItem('wc@2:core:0.3//keychain')).toBeUndefined()
    // A second instance on the same storage sees the same records: a reload.
    expect(await createKitKeyValueStorage(storage).getItem('wc@2:client:0.3//session')).toEqual([{ topic: 't' }])
  })

  it('writes BigInt values the way WalletConnect does ("<n>n") instead of throwing', async () => {
    const kv = createKitKeyValueStorage(mapStorage())
    await kv.setItem('k', { id: 12345678901234567890n })
    expect(await kv.getItem('k')).toEqual({ id: '12345678901234567890n' })
  })
})
