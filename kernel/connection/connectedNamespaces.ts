import type { KitStorage } from '../storage/createKitStorage'
import { StorageKeys } from '../storage/storageKeys'
import type { ChainNamespace } from '../types'

// Connected namespaces are one comma-separated string, AppKit's format (CONN-07), so a session
// written by one kit version is read by the next.

// A CAIP-2 namespace: 3 to 8 of [-a-z0-9]. Anything else (`__proto__`, markup) is not one.
const NAMESPACE = /^[-a-z0-9]{3,8}$/

export function readConnectedNamespaces(storage: KitStorage): ChainNamespace[] {
  const stored = storage.get<unknown>(StorageKeys.connectedNamespaces)
  if (stored === undefined) return []
  if (typeof stored !== 'string') {
    storage.remove(StorageKeys.connectedNamespaces)
    return []
  }
  const listed = stored.split(',').map((ns) => ns.trim()).filter(Boolean)
  const valid = [...new Set(listed.filter((ns) => NAMESPACE.test(ns)))]
  // Invalid entries are removed from storage, never kept and written back.
  if (valid.length !== listed.length) writeConnectedNamespaces(storage, valid)
  return valid
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
