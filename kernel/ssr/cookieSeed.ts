import type { StorageBackend } from '../storage/createKitStorage'
import type { AppKitInitialState } from './cookieToInitialState'

// Which storages are cookie storages, and how each reads its cookie as an initial state. A
// registry, not an import: createAppKit looks here without pulling the cookie parser into every
// host's first bundle; only hosts that import cookieStorage carry it.
const seeds = new WeakMap<StorageBackend, () => AppKitInitialState | undefined>()

export function registerCookieSeed(storage: StorageBackend, seed: () => AppKitInitialState | undefined): void {
  seeds.set(storage, seed)
}

/** The initial state a cookie storage holds now; undefined for other storages or no connection. */
export function cookieSeedOf(storage: StorageBackend | undefined): AppKitInitialState | undefined {
  return storage ? seeds.get(storage)?.() : undefined
}
