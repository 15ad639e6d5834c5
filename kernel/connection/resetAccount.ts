import { StorageKeys } from '../storage/storageKeys'
import type { ChainNamespace } from '../types'
import { removeConnectedNamespace } from './connectedNamespaces'
import { settleConnectionStatus } from './connectionStatus'
import type { ConnectionControllerDeps } from './createConnectionContext'

/**
 * Sets the namespace disconnected and forgets its connector, without asking the wallet (CONN-06).
 * `dropConnection` removes the live connection; the controller's also forgets the connector it
 * holds for the session.
 */
export function resetAccount(
  deps: Pick<ConnectionControllerDeps, 'stores' | 'storage'>,
  namespace: ChainNamespace,
  dropConnection: (namespace: ChainNamespace) => void = (ns) => deps.stores.connection.removeConnection(ns),
): void {
  deps.stores.account.resetAccount(namespace)
  deps.storage.remove(StorageKeys.connectorId(namespace))
  // Without a connector there is nothing to restore next load.
  removeConnectedNamespace(deps.storage, namespace)
  dropConnection(namespace)
  settleConnectionStatus(deps)
}
