import { describe, expect, it } from 'vitest'
import { createMemoryBackend } from '../storage/createKitStorage'
import { StorageKeys } from '../storage/storageKeys'
import { createConnectionHarness } from './testing/createConnectionHarness'
import { testPolygon } from './testing/testNetworks'

/** A first page load that connected the given namespaces, then a reload on the same storage. */
async function reloadAfterConnecting(
  namespaces: ('eip155' | 'solana')[],
  behaviours: Parameters<typeof createConnectionHarness>[0] = {},
) {
  const backend = createMemoryBackend()
  const first = createConnectionHarness({ backend })
  for (const ns of namespaces) await first.connect(ns)
  return createConnectionHarness({ backend, ...behaviours })
}

describe('syncExistingConnection', () => {
  it('CONN-02 a stored status of connected sets connecting on startup', async () => {
    const kit = await reloadAfterConnecting(['eip155'], { behaviours: { eip155: { hasSession: true } } })
    const seen: string[] = []
    kit.stores.connection.subscribe((s, p) => s.status !== p.status && seen.push(s.status))
    const sync = kit.controller.syncExistingConnection()
    expect(kit.stores.connection.getState().status).toBe('connecting')
    await sync
    expect(seen).toEqual(['connecting', 'connected'])
  })

  it('CONN-03 a stored status of disconnected clears the address cache', async () => {
    const kit = createConnectionHarness()
    kit.storage.set(StorageKeys.connectionStatus, 'disconnected')
    kit.storage.set(StorageKeys.addressCache, { '0xabc': 'vitalik.eth' })
    await kit.controller.syncExistingConnection()
    expect(kit.storage.get(StorageKeys.addressCache)).toBeUndefined()
  })

  it('CONN-03 a stored status of connected keeps the address cache', async () => {
    const kit = await reloadAfterConnecting(['eip155'], { behaviours: { eip155: { hasSession: true } } })
    kit.storage.set(StorageKeys.addressCache, { '0xabc': 'vitalik.eth' })
    await kit.controller.syncExistingConnection()
    expect(kit.storage.get(StorageKeys.addressCache)).toEqual({ '0xabc': 'vitalik.eth' })
  })

  it('CONN-04 CONN-07 each stored namespace is reconnected with its stored connector and network, ending connected', async () => {
    const backend = createMemoryBackend()
    const first = createConnectionHarness({ backend })
    await first.connect('eip155', testPolygon)
    await first.connect('solana')
    expect(first.storage.get(StorageKeys.connectedNamespaces)).toBe('eip155,solana')

    const kit = createConnectionHarness({
      backend,
      behaviours: { eip155: { hasSession: true }, solana: { hasSession: true } },
    })
    await kit.controller.syncExistingConnection()

    const reconnect = kit.adapters.eip155!.calls.find((c) => c.method === 'reconnect')!
    expect(reconnect.args).toMatchObject({ connector: { id: 'test-eip155' }, network: { caipNetworkId: 'eip155:137' } })
    expect(kit.adapters.solana!.calls.map((c) => c.method)).toEqual(['reconnect'])
    expect(kit.stores.connection.getState().status).toBe('connected')
    expect(kit.stores.account.get('eip155')).toMatchObject({
      status: 'connected',
      address: '0x1111111111111111111111111111111111111111',
      caipAddress: 'eip155:137:0x1111111111111111111111111111111111111111',
    })
    expect(kit.stores.account.get('solana').status).toBe('connected')
    // The visitor's last active namespace comes back too.
    expect(kit.stores.connection.getState().activeNamespace).toBe('solana')
  })

  it('CONN-04 one namespace restored is enough to end connected', async () => {
    const kit = await reloadAfterConnecting(['eip155', 'solana'], {
      behaviours: { eip155: { hasSession: true }, solana: { failReconnect: 'extension locked' } },
    })
    await kit.controller.syncExistingConnection()
    expect(kit.stores.connection.getState().status).toBe('connected')
    expect(kit.stores.account.get('eip155').status).toBe('connected')
    expect(kit.stores.account.get('solana').status).toBe('disconnected')
    expect(kit.stores.connection.getState().connections.solana).toBeUndefined()
  })

  it('CONN-05 a failed or sessionless sync of every namespace ends disconnected', async () => {
    const kit = await reloadAfterConnecting(['eip155', 'solana'], {
      behaviours: { eip155: { failReconnect: true }, solana: { hasSession: false } },
    })
    await kit.controller.syncExistingConnection()
    expect(kit.stores.connection.getState().status).toBe('disconnected')
    expect(kit.storage.get(StorageKeys.connectionStatus)).toBe('disconnected')
    expect(kit.stores.account.get('eip155').status).toBe('disconnected')
    expect(kit.stores.account.get('solana').status).toBe('disconnected')
  })

  it('CONN-05 a stored namespace whose chain plugin is gone ends disconnected', async () => {
    const backend = createMemoryBackend()
    const first = createConnectionHarness({ backend })
    await first.connect('solana')
    const kit = createConnectionHarness({ backend, namespaces: ['eip155'] })
    await kit.controller.syncExistingConnection()
    expect(kit.stores.connection.getState().status).toBe('disconnected')
  })

  it('ends disconnected with nothing stored, without calling any adapter', async () => {
    const kit = createConnectionHarness()
    await kit.controller.syncExistingConnection()
    expect(kit.stores.connection.getState().status).toBe('disconnected')
    expect(kit.log).toEqual([])
  })
})
