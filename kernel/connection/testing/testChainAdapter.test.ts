import { describe, expect, it, vi } from 'vitest'
import { createTestChainAdapter, createTestConnector } from './testChainAdapter'
import { testMainnet, testPolygon } from './testNetworks'

describe('createTestChainAdapter', () => {
  it('keeps an in-memory wallet across connect, switch, reconnect and disconnect', async () => {
    const adapter = createTestChainAdapter('eip155')
    const connector = createTestConnector('eip155')
    expect(await adapter.reconnect!({ connector, network: testMainnet })).toBeUndefined()

    const session = await adapter.connect({ connector, network: testMainnet })
    expect(session).toMatchObject({ connectorId: 'test-eip155', caipNetwork: testMainnet })
    await adapter.switchNetwork({ network: testPolygon })
    expect(adapter.wallet.network).toBe(testPolygon)
    expect(await adapter.reconnect!({ connector, network: testPolygon })).toMatchObject({ address: session.address })
    await adapter.disconnect({ connector })
    expect(adapter.wallet.connected).toBe(false)
    expect(adapter.calls.map((c) => c.method)).toEqual(['reconnect', 'connect', 'switchNetwork', 'reconnect', 'disconnect'])
  })

  it('fails on script, with the given message or error', async () => {
    const adapter = createTestChainAdapter('solana', { failConnect: 'rejected' })
    const connector = createTestConnector('solana')
    await expect(adapter.connect({ connector, network: testMainnet })).rejects.toThrowError('rejected')
    const custom = new Error('custom')
    adapter.script({ failConnect: false, failDisconnect: custom })
    await adapter.connect({ connector, network: testMainnet })
    await expect(adapter.disconnect({ connector })).rejects.toBe(custom)
  })

  it('validates addresses per family and plays wallet events to watchers', () => {
    const adapter = createTestChainAdapter('eip155')
    expect(adapter.isAddress('0x1111111111111111111111111111111111111111')).toBe(true)
    expect(adapter.isAddress('0x123')).toBe(false)
    expect(createTestChainAdapter('solana').isAddress('7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs')).toBe(true)

    const listener = vi.fn()
    const off = adapter.watchWallet!(listener)
    adapter.emit({ type: 'chainChanged', chainId: 137 })
    off()
    adapter.emit({ type: 'chainChanged', chainId: 1 })
    expect(listener).toHaveBeenCalledExactlyOnceWith({ type: 'chainChanged', chainId: 137 })
  })
})
