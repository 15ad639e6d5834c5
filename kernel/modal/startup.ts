import type { KitStorage } from '../storage/createKitStorage'
import { StorageKeys } from '../storage/storageKeys'

export interface Startup {
  /**
   * Resolves once the view an open would show is known: when the open rules have their local
   * inputs (chains, plugins on local features, connectors), or, where storage says a session was
   * connected, once start-up has tried to restore it (the view is then Account, not Connect).
   * Never waits on the remote config otherwise: what it turns on joins the open view in place.
   */
  openViewKnown(): Promise<void>
}

export function createStartup(deps: { storage: KitStorage; openable: () => Promise<void>; ready: () => Promise<void> }): Startup {
  return {
    openViewKnown: () => (deps.storage.get<unknown>(StorageKeys.connectionStatus) === 'connected' ? deps.ready() : deps.openable()),
  }
}
