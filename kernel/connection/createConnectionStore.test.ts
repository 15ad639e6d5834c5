import { describe, expect, it } from 'vitest'
import { createConnectionStore, KIT_CONNECTION_STATUSES } from './createConnectionStore'
import { createConnectionHarness } from './testing/createConnectionHarness'

describe('createConnectionStore', () => {
  it('CONN-01 the status is one of disconnected, connecting, connected, starting disconnected', async () => {
    expect(KIT_CONNECTION_STATUSES).toEqual(['disconnected', 'connecting', 'connected'])
    const kit = createConnectionHarness()
    expect(kit.stores.connection.getState().status).toBe('disconnected')

    const seen: string[] = []
    kit.stores.connection.subscribe((s, p) => s.status !== p.status && seen.push(s.status))
    await kit.connect('eip155')
    await kit.controller.disconnect()
    expect(seen).toEqual(['connecting', 'connected', 'disconnected'])
    expect(seen.every((s) => KIT_CONNECTION_STATUSES.includes(s as never))).toBe(true)
  })

  it('CONN-08 a connection records connectorId and accounts per namespace', async () => {
    const store = createConnectionStore()
    store.setConnection('eip155', { connectorId: 'io.metamask', accounts: [{ address: '0xabc', type: 'eoa' }] })
    expect(store.getState().connections.eip155).toEqual({
      connectorId: 'io.metamask',
      accounts: [{ address: '0xabc', type: 'eoa' }],
    })
    store.removeConnection('eip155')
    expect(store.getState().connections).toEqual({})

    const kit = createConnectionHarness()
    await kit.connect('solana')
    expect(kit.stores.connection.getState().connections.solana).toMatchObject({
      connectorId: 'test-solana',
      accounts: [{ address: kit.adapters.solana!.wallet.accounts[0], type: 'eoa' }],
    })
  })

  it('keeps the state object when removing a namespace that has no connection', () => {
    const store = createConnectionStore()
    const before = store.getState()
    store.removeConnection('solana')
    expect(store.getState()).toBe(before)
  })
})
