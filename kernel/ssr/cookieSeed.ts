import type { AppKit } from '../createPublicApi'
import type { StorageBackend } from '../storage/createKitStorage'

// Which storages are cookie storages, and how each starts a browser kit from its cookie. A
// registry, not an import: createAppKit looks here without pulling the cookie parser or the
// initial-state code into every host's first bundle; only hosts that import cookieStorage carry it.
const hydrators = new WeakMap<StorageBackend, (kit: AppKit) => void>()

export function registerCookieHydrator(storage: StorageBackend, hydrate: (kit: AppKit) => void): void {
  hydrators.set(storage, hydrate)
}

/** Starts `kit` from its storage's cookie when the storage is a cookie storage; else nothing. */
export function hydrateFromStorage(kit: AppKit, storage: StorageBackend | undefined): void {
  if (storage) hydrators.get(storage)?.(kit)
}
