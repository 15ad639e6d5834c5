import type { KitStorage } from '../storage/createKitStorage'
import { StorageKeys } from '../storage/storageKeys'
import type { ChainNamespace } from '../types'

// Connected namespaces are one comma-separated string, AppKit's format (CONN-07), so a session
// written by one kit version is read by the next.

export function readConnectedNamespaces(storage: KitStorage): ChainNamespace[] {
  const stored = storage.get<unknown>(StorageKeys.connectedNamespaces)
  if (typeof stored !== 'string') return []
  return [...new Set(stored.split(',').map((ns) => ns.trim()).filter(Boolean))]
}

export function writeConnectedNamespaces(storage: KitStorage, namespaces: readonly ChainNamespace[]): void {
  if (namespaces.length === 0) storage.remove(StorageKeys.connectedNamespaces)
  else storage.set(StorageKeys.connectedNamespaces, [...new Set(namespaces)].join(','))
}

export function addConnectedNamespace(storage: KitStorage, namespace: ChainNamespace): void {
  writeConnectedNamespaces(storage, [...readConnectedNamespaces(storage), namespace])
}

export function removeConnectedNamespace(storage: KitStorage, namespace: ChainNamespace): void {
  writeConnectedNamespaces(storage, readConnectedNamespaces(storage).filter((ns) => ns !== namespace))
}
