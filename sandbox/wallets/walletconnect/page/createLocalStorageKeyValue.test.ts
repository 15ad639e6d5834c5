// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { createLocalStorageKeyValue } from './createLocalStorageKeyValue'

describe('createLocalStorageKeyValue', () => {
  it('SBX-37 keeps WalletConnect records in localStorage under its prefix, apart from other keys', async () => {
    localStorage.clear()
    localStorage.setItem('someone-else', 'x')
    const store = createLocalStorageKeyValue(localStorage)
    await store.setItem('wc@2:core:0.3//keychain', { a: [1, 2] })
    await store.setItem('wc@2:client:0.3//session', [])
    expect(await store.getItem('wc@2:core:0.3//keychain')).toEqual({ a: [1, 2] })
    expect(await store.getItem('missing')).toBeUndefined()
    expect((await store.getKeys()).sort()).toEqual(['wc@2:client:0.3//session', 'wc@2:core:0.3//keychain'])
    expect(localStorage.getItem('airlock-wc-page:wc@2:client:0.3//session')).toBe('[]')

    // A second instance (a reload) reads the same records.
    const reloaded = createLocalStorageKeyValue(localStorage)
    expect(await reloaded.getEntries()).toEqual(expect.arrayContaining([['wc@2:core:0.3//keychain', { a: [1, 2] }]]))
    await reloaded.removeItem('wc@2:core:0.3//keychain')
    expect(await store.getKeys()).toEqual(['wc@2:client:0.3//session'])
    expect(localStorage.getItem('someone-else')).toBe('x')
  })
})
