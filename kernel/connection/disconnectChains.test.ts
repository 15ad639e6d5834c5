import { describe, expect, it, vi } from 'vitest'
import { DisconnectError } from '../errors'
import { StorageKeys } from '../storage/storageKeys'
import type { ConnectorType } from '../types'
import { createConnectionHarness, type ConnectionHarness } from './testing/createConnectionHarness'
import { createTestConnector } from './testing/testChainAdapter'

async function connectedKit(options: Parameters<typeof createConnectionHarness>[0] = {}) {
  const kit = createConnectionHarness(options)
  await kit.connect('eip155')
  await kit.connect('solana')
  kit.log.length = 0
  return kit
}

/** Connects both namespaces through one shared connector id, as a WalletConnect session or the embedded login does. */
async function sharedConnectorKit(type: ConnectorType, id: string) {
  const kit = createConnectionHarness()
  for (const ns of ['eip155', 'solana']) {
    const connector = createTestConnector(ns, { id, type })
    kit.stores.connectors.addConnector(connector)
    await kit.controller.connect({ connector })
  }
  return kit
}

const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (error) {
    return error as DisconnectError
  }
  throw new Error('expected a rejection')
}

const isCleared = (kit: ConnectionHarness, ns: string) =>
  kit.stores.account.get(ns).status === 'disconnected' && kit.storage.get(StorageKeys.connectorId(ns)) === undefined

describe('disconnectChains', () => {
  it('DISC-01 disconnecting one namespace sets its loading flag first and ends it last', async () => {
    const kit = await connectedKit()
    kit.stores.account.subscribe((s, p) => {
      if (p.accounts.eip155?.address && !s.accounts.eip155?.address) kit.log.push('cleared:eip155')
    })
    await kit.controller.disconnect('eip155')
    expect(kit.log).toEqual(['loading:eip155:true', 'eip155:disconnect', 'cleared:eip155', 'loading:eip155:false'])
  })

  it('DISC-01 the loading flag ends even when the adapter fails', async () => {
    const kit = await connectedKit({ behaviours: { eip155: { failDisconnect: true } } })
    await expect(kit.controller.disconnect('eip155')).rejects.toThrow()
    expect(kit.log).toEqual(['loading:eip155:true', 'eip155:disconnect', 'loading:eip155:false'])
  })

  it("DISC-02 disconnecting one namespace calls that namespace's adapter disconnect with its connector", async () => {
    const kit = await connectedKit()
    await kit.controller.disconnect('solana')
    expect(kit.adapters.solana!.calls.at(-1)).toMatchObject({ method: 'disconnect', args: { connector: { id: 'test-solana' } } })
    expect(kit.adapters.solana!.wallet.connected).toBe(false)
    expect(kit.adapters.eip155!.calls.map((c) => c.method)).toEqual(['connect'])
  })

  it('DISC-02 the adapter gets the connector the session was made with, even one not in the connectors store', async () => {
    const kit = createConnectionHarness()
    const hostBuilt = createTestConnector('eip155', { id: 'host.built', type: 'EXTERNAL' })
    await kit.controller.connect({ connector: hostBuilt })
    await kit.controller.disconnect('eip155')
    expect(kit.adapters.eip155!.calls.at(-1)).toEqual({ method: 'disconnect', args: { connector: hostBuilt } })
  })

  it('DISC-03 disconnecting one namespace clears its stored namespace, provider, user, wallet info, connector id, account and network', async () => {
    const kit = await connectedKit()
    kit.storage.set(StorageKeys.user('eip155'), { email: 'a@b.test' })
    const keys = [
      StorageKeys.provider('eip155'),
      StorageKeys.user('eip155'),
      StorageKeys.walletInfo('eip155'),
      StorageKeys.connectorId('eip155'),
      StorageKeys.account('eip155'),
      StorageKeys.activeNetwork('eip155'),
    ]
    for (const key of keys) expect(kit.storage.get(key), key).toBeDefined()

    await kit.controller.disconnect('eip155')

    for (const key of keys) expect(kit.storage.get(key), key).toBeUndefined()
    expect(kit.storage.get(StorageKeys.connectedNamespaces)).toBe('solana')
    expect(kit.stores.account.get('eip155')).toMatchObject({ address: undefined, caipAddress: undefined, status: 'disconnected' })
    expect(kit.stores.connection.getState().connections.eip155).toBeUndefined()
    // The other namespace is untouched.
    expect(kit.storage.get(StorageKeys.connectorId('solana'))).toBe('test-solana')
    expect(kit.stores.connection.getState().status).toBe('connected')
  })

  it('DISC-04 a successful disconnect sends a DISCONNECT_SUCCESS event', async () => {
    const kit = await connectedKit()
    await kit.controller.disconnect('eip155')
    expect(kit.tracked.at(-1)).toEqual({ type: 'track', event: 'DISCONNECT_SUCCESS', properties: { namespace: 'eip155' } })
    await kit.controller.disconnect()
    expect(kit.tracked.at(-1)).toEqual({ type: 'track', event: 'DISCONNECT_SUCCESS', properties: { namespace: 'all' } })
  })

  it('DISC-05 disconnecting a WalletConnect connector also disconnects the other namespaces that share it', async () => {
    const kit = await sharedConnectorKit('WALLET_CONNECT', 'walletConnect')
    await kit.controller.disconnect('eip155')
    expect(isCleared(kit, 'eip155')).toBe(true)
    expect(isCleared(kit, 'solana')).toBe(true)
    expect(kit.stores.connection.getState().status).toBe('disconnected')
  })

  it('DISC-05 disconnecting the embedded-login (AUTH) connector also disconnects the namespaces that share it', async () => {
    const kit = await sharedConnectorKit('AUTH', 'ID_AUTH')
    await kit.controller.disconnect('solana')
    expect(isCleared(kit, 'eip155')).toBe(true)
    expect(isCleared(kit, 'solana')).toBe(true)
  })

  it('DISC-05 an injected connector disconnects only its own namespace', async () => {
    const kit = await sharedConnectorKit('INJECTED', 'io.multiwallet')
    await kit.controller.disconnect('eip155')
    expect(isCleared(kit, 'eip155')).toBe(true)
    expect(kit.stores.account.get('solana').status).toBe('connected')
  })

  it('DISC-06 disconnect with no argument disconnects all chains', async () => {
    const kit = await connectedKit()
    await kit.controller.disconnect()
    expect(isCleared(kit, 'eip155')).toBe(true)
    expect(isCleared(kit, 'solana')).toBe(true)
    expect(kit.adapters.eip155!.wallet.connected).toBe(false)
    expect(kit.adapters.solana!.wallet.connected).toBe(false)
    expect(kit.stores.connection.getState()).toMatchObject({ status: 'disconnected', connections: {} })
    expect(kit.storage.get(StorageKeys.connectedNamespaces)).toBeUndefined()
    expect(kit.storage.get(StorageKeys.connectionStatus)).toBe('disconnected')
  })

  it('DISC-07 DISC-08 DISC-09 disconnect with no argument resets the send state, the WalletConnect connection and sessions', async () => {
    const kit = await connectedKit()
    // The send, WalletConnect and SIWX plugins own these states and register their resets.
    const resetSend = vi.fn()
    const resetWalletConnect = vi.fn(async () => {})
    const clearSiwxSessions = vi.fn(async () => {})
    kit.controller.onDisconnectAll(resetSend)
    kit.controller.onDisconnectAll(resetWalletConnect)
    kit.controller.onDisconnectAll(clearSiwxSessions)
    const disconnectedEvents: unknown[] = []
    kit.bus.on('disconnected', (ns) => void disconnectedEvents.push(ns))

    await kit.controller.disconnect('eip155')
    expect(resetSend).not.toHaveBeenCalled()

    await kit.controller.disconnect()
    expect(resetSend).toHaveBeenCalledOnce()
    expect(resetWalletConnect).toHaveBeenCalledOnce()
    expect(clearSiwxSessions).toHaveBeenCalledOnce()
    expect(disconnectedEvents.at(-1)).toBeUndefined()
    expect(disconnectedEvents).toContain('solana')
  })

  it('DISC-10 each namespace disconnect is tried independently: one failure does not stop the others', async () => {
    const kit = await connectedKit({ behaviours: { eip155: { failDisconnect: 'wallet locked' } } })
    const hook = vi.fn()
    kit.controller.onDisconnectAll(hook)
    await expect(kit.controller.disconnect()).rejects.toThrow()
    expect(isCleared(kit, 'solana')).toBe(true)
    expect(kit.adapters.solana!.wallet.connected).toBe(false)
    expect(hook).toHaveBeenCalledOnce()
    // The namespace that refused stays connected, so the visitor can try again.
    expect(kit.stores.account.get('eip155').status).toBe('connected')
    expect(kit.stores.connection.getState().status).toBe('connected')
  })

  it('DISC-11 if several namespaces fail, one error joining the failure messages is raised', async () => {
    const kit = await connectedKit({
      behaviours: { eip155: { failDisconnect: 'wallet locked' }, solana: { failDisconnect: 'no session' } },
    })
    const error = await rejection(kit.controller.disconnect())
    expect(error).toBeInstanceOf(DisconnectError)
    expect(error.message).toBe('Failed to disconnect chain eip155, Failed to disconnect chain solana')
    expect(error.failures.map((f) => [f.namespace, (f.error as Error).message])).toEqual([
      ['eip155', 'wallet locked'],
      ['solana', 'no session'],
    ])
    expect(kit.tracked.at(-1)).toMatchObject({ event: 'DISCONNECT_ERROR', properties: { message: error.message } })
  })

  it('DISC-12 a namespace that fails to disconnect is reported as "Failed to disconnect chain {ns}"', async () => {
    const kit = await connectedKit({ behaviours: { solana: { failDisconnect: 'no session' } } })
    const error = await rejection(kit.controller.disconnect('solana'))
    expect(error.message).toBe('Failed to disconnect chain solana')
    expect(error.failures).toHaveLength(1)
    expect((error.cause as Error).message).toBe('no session')
  })

  it('DISC-12 a connected namespace whose chain plugin is gone is reported as "Failed to disconnect chain {ns}"', async () => {
    const kit = await connectedKit()
    kit.registry.setClients('solana', { connectionClient: undefined })
    const error = await rejection(kit.controller.disconnect('solana'))
    expect(error.message).toBe('Failed to disconnect chain solana')
    expect((error.cause as Error).message).toBe('ConnectionController client not set')
  })

  it('DISC-13 a failure while disconnecting the chains as a whole is reported as "Failed to disconnect chains"', async () => {
    const kit = await connectedKit()
    kit.controller.onDisconnectAll(() => {
      throw new Error('relay unreachable')
    })
    const error = await rejection(kit.controller.disconnect())
    expect(error.message).toBe('Failed to disconnect chains')
    expect((error.cause as Error).message).toBe('relay unreachable')
    // The chains themselves were disconnected.
    expect(kit.stores.connection.getState().status).toBe('disconnected')
  })

  it('DISC-11 DISC-13 a namespace failure and a failed reset are joined into one error', async () => {
    const kit = await connectedKit({ behaviours: { eip155: { failDisconnect: true } } })
    kit.controller.onDisconnectAll(async () => {
      throw new Error('siwx storage gone')
    })
    const error = await rejection(kit.controller.disconnect())
    expect(error.message).toBe('Failed to disconnect chain eip155, Failed to disconnect chains')
  })

  it('DISC-14 a failed disconnect with no more specific message is reported as "Failed to disconnect"', async () => {
    const kit = await connectedKit()
    // A plugin reacting to the disconnect throws: not the chain's failure, not the reset step's.
    kit.bus.on('disconnected', (ns) => {
      if (ns === 'eip155') throw new TypeError('plugin bug')
    })
    const error = await rejection(kit.controller.disconnect('eip155'))
    expect(error).toBeInstanceOf(DisconnectError)
    expect(error.message).toBe('Failed to disconnect')
    expect((error.cause as Error).message).toBe('plugin bug')
  })

  it('skips the adapter for a namespace that is not connected, still clearing its storage', async () => {
    const kit = createConnectionHarness()
    kit.storage.set(StorageKeys.walletInfo('solana'), { name: 'stale' })
    await kit.controller.disconnect('solana')
    expect(kit.log).toEqual(['loading:solana:true', 'loading:solana:false'])
    expect(kit.storage.get(StorageKeys.walletInfo('solana'))).toBeUndefined()
  })
})
