import { createMemoryBackend, probeLocalStorage, STORAGE_PREFIX, type StorageBackend } from '../storage/createKitStorage'
import { registerCookieHydrator } from './cookieSeed'
import { isRestoreKey, KIT_COOKIE, kitCookieText, parseKitCookie, readCookie } from './cookieStore'
import { cookieToInitialState } from './cookieToInitialState'
import { hydrateKit } from './hydrateKit'

/** Where the cookie lives: `document` in a browser; a test passes its own. */
export interface CookieJar {
  cookie: string
}

interface BrowserGlobals {
  document?: CookieJar
  location?: { protocol?: string }
}

/**
 * A storage backend for `createAppKit({ storage })` (wagmi's `cookieStorage`, same name): the
 * restore keys (status, namespaces, connector ids, networks, addresses) go into one cookie the
 * server can read (`cookieToInitialState`); every other key stays in localStorage.
 */
export function createCookieStorage(options: { jar?: CookieJar; rest?: StorageBackend; secure?: boolean } = {}): StorageBackend {
  // Resolved on first use, so creating it on a server touches no browser global.
  let rest = options.rest
  const g = () => globalThis as BrowserGlobals
  const jar = () => options.jar ?? g().document
  const secure = () => options.secure ?? g().location?.protocol === 'https:'
  const others = () => (rest ??= probeLocalStorage() ?? createMemoryBackend())

  const read = () => parseKitCookie(readCookie(jar()?.cookie, KIT_COOKIE))
  const write = (entries: Record<string, string>) => {
    const target = jar()
    if (target) target.cookie = kitCookieText(entries, secure())
  }
  const short = (key: string) => key.slice(STORAGE_PREFIX.length)

  const backend: StorageBackend = {
    getItem(key) {
      if (!isRestoreKey(key)) return others().getItem(key)
      return read()[short(key)] ?? null
    },
    setItem(key, value) {
      if (!isRestoreKey(key)) return others().setItem(key, value)
      write({ ...read(), [short(key)]: String(value) })
    },
    removeItem(key) {
      if (!isRestoreKey(key)) return others().removeItem(key)
      const entries = read()
      if (!(short(key) in entries)) return
      delete entries[short(key)]
      write(entries)
    },
  }
  // A browser kit on this storage starts from the cookie, as the server rendered it (createAppKit).
  registerCookieHydrator(backend, (kit) => hydrateKit(kit, cookieToInitialState(jar()?.cookie ?? null)))
  return backend
}

/** The browser's cookie storage (AppKit / wagmi name). */
export const cookieStorage: StorageBackend = /*#__PURE__*/ createCookieStorage()
