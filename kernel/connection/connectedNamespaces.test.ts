import { describe, expect, it } from 'vitest'
import { createKitStorage, createMemoryBackend } from '../storage/createKitStorage'
import { StorageKeys } from '../storage/storageKeys'
import {
  addConnectedNamespace,
  readConnectedNamespaces,
  removeConnectedNamespace,
} from './connectedNamespaces'
import { createConnectionHarness } from './testing/createConnectionHarness'

describe('connectedNamespaces', () => {
  it('CONN-07 stores connected namespaces as a comma-separated list', () => {
    const backend = createMemoryBackend()
    const storage = createKitStorage({ backend })
    addConnectedNamespace(storage, 'eip155')
    addConnectedNamespace(storage, 'solana')
    addConnectedNamespace(storage, 'eip155')
    expect(storage.get(StorageKeys.connectedNamespaces)).toBe('eip155,solana')
    expect(JSON.parse(backend.getItem(storage.keyOf(StorageKeys.connectedNamespaces))!)).toBe('eip155,solana')
    removeConnectedNamespace(storage, 'eip155')
    expect(readConnectedNamespaces(storage)).toEqual(['solana'])
    removeConnectedNamespace(storage, 'solana')
    expect(storage.get(StorageKeys.connectedNamespaces)).toBeUndefined()
  })

  it('CONN-07 reads a stored list, tolerating spaces, empties and garbage', () => {
    const storage = createKitStorage({ backend: createMemoryBackend() })
    storage.set(StorageKeys.connectedNamespaces, ' eip155, ,solana,')
    expect(readConnectedNamespaces(storage)).toEqual(['eip155', 'solana'])
    storage.set(StorageKeys.connectedNamespaces, ['eip155'])
    expect(readConnectedNamespaces(storage)).toEqual([])
  })

  it('CONN-07 connecting two namespaces writes both to the list', async () => {
    const kit = createConnectionHarness()
    await kit.connect('eip155')
    await kit.connect('solana')
    expect(kit.storage.get(StorageKeys.connectedNamespaces)).toBe('eip155,solana')
  })
})
