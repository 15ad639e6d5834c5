import type { KitStorage } from '../storage/createKitStorage'
import { StorageKeys } from '../storage/storageKeys'
import type { ConnectionStore, KitConnectionStatus } from './createConnectionStore'

interface StatusDeps {
  stores: { connection: ConnectionStore }
  storage: KitStorage
}

export function setConnectionStatus({ stores, storage }: StatusDeps, status: KitConnectionStatus): void {
  stores.connection.setState({ status })
  // 'connecting' is never written: a reload mid-sync must read the last settled status.
  if (status !== 'connecting') storage.set(StorageKeys.connectionStatus, status)
}

/** Connected when any namespace still has a connection, else disconnected. */
export function settleConnectionStatus(deps: StatusDeps): void {
  const anyConnected = Object.keys(deps.stores.connection.getState().connections).length > 0
  setConnectionStatus(deps, anyConnected ? 'connected' : 'disconnected')
}
