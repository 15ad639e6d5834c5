import { describe, expect, it } from 'vitest'
import { createKitStorage, createMemoryBackend } from '../storage/createKitStorage'
import { StorageKeys } from '../storage/storageKeys'
import { createCookieStorage, type CookieJar } from './cookieStorage'

/** A cookie jar that keeps what a browser keeps: the last Set-Cookie text per name, dropped at Max-Age=0. */
function jar(): CookieJar & { written: string[] } {
  const values = new Map<string, string>()
  const written: string[] = []
  return {
    written,
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join('; ')
    },
    set cookie(text: string) {
      written.push(text)
      const [pair] = text.split(';')
      const eq = pair!.indexOf('=')
      const name = pair!.slice(0, eq)
      if (/Max-Age=0(;|$)/.test(text)) values.delete(name)
      else values.set(name, pair!.slice(eq + 1))
    },
  }
}

describe('cookieStorage', () => {
  it('BYD-32 keeps the restore keys in one cookie (Path=/, SameSite=Lax, a month) and everything else in the other storage', () => {
    const cookies = jar()
    const rest = createMemoryBackend()
    const storage = createKitStorage({ backend: createCookieStorage({ jar: cookies, rest, secure: false }) })
    storage.set(StorageKeys.connectionStatus, 'connected')
    storage.set(StorageKeys.account('eip155'), { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
    storage.set(StorageKeys.wcPairing, { topic: 'secret-topic', symKey: 'secret' })
    storage.set(StorageKeys.siwxSessions, [{ signature: '0xsecret' }])

    expect(cookies.cookie).toContain('airlock.store=')
    expect(cookies.cookie).not.toContain('secret')
    expect(cookies.written.at(-1)).toMatch(/; Path=\/; Max-Age=2592000; SameSite=Lax$/)
    expect(storage.get(StorageKeys.connectionStatus)).toBe('connected')
    expect(storage.get(StorageKeys.wcPairing)).toEqual({ topic: 'secret-topic', symKey: 'secret' })
    expect(rest.getItem('@airlock/wc_pairing')).toContain('secret-topic')
  })

  it('marks the cookie Secure on https, and removes it when the last key goes', () => {
    const cookies = jar()
    const storage = createKitStorage({ backend: createCookieStorage({ jar: cookies, rest: createMemoryBackend(), secure: true }) })
    storage.set(StorageKeys.activeNamespace, 'eip155')
    expect(cookies.written.at(-1)).toMatch(/; Secure$/)
    storage.remove(StorageKeys.activeNamespace)
    expect(cookies.written.at(-1)).toMatch(/^airlock\.store=; Path=\/; Max-Age=0/)
    expect(cookies.cookie).toBe('')
  })

  it('reads a garbled cookie as empty, and writing over it starts clean', () => {
    const cookies = jar()
    cookies.cookie = 'airlock.store=%E0%A4%A; Path=/'
    const storage = createKitStorage({ backend: createCookieStorage({ jar: cookies, rest: createMemoryBackend() }) })
    expect(storage.get(StorageKeys.connectionStatus)).toBeUndefined()
    cookies.cookie = `airlock.store=${encodeURIComponent('{"connection_status":"\\"connected\\"","__proto__":"x","wc_pairing":"\\"stolen\\""}')}; Path=/`
    expect(storage.get(StorageKeys.connectionStatus)).toBe('connected')
    expect(storage.get(StorageKeys.wcPairing)).toBeUndefined()
  })
})
