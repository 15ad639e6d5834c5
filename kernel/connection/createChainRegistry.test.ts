import { describe, expect, it, vi } from 'vitest'
import { ChainError, ConfigError } from '../errors'
import type { ChainAdapter } from '../plugins/chainAdapter'
import { createChainRegistry } from './createChainRegistry'
import { createTestChainAdapter } from './testing/testChainAdapter'
import { testMainnet } from './testing/testNetworks'

describe('createChainRegistry', () => {
  it('registers adapters by namespace and unregisters them', () => {
    const registry = createChainRegistry()
    const evm = createTestChainAdapter('eip155')
    const off = registry.register(evm)
    registry.register(createTestChainAdapter('solana'))
    expect(registry.get('eip155')).toBe(evm)
    expect(registry.namespaces()).toEqual(['eip155', 'solana'])
    off()
    expect(registry.has('eip155')).toBe(false)
    expect(registry.find('eip155')).toBeUndefined()
  })

  it("ADPT-06 addressing a namespace without an adapter raises \"Adapter for namespace {ns} doesn't exist\"", () => {
    const registry = createChainRegistry()
    expect(() => registry.get('polkadot')).toThrowError(new ChainError("Adapter for namespace polkadot doesn't exist"))
    expect(() => registry.get('polkadot')).toThrowError(/^Adapter for namespace polkadot doesn't exist$/)
  })

  it('CFG-16 asking for the clients of a chain without an adapter raises "Chain adapter not found"', () => {
    const registry = createChainRegistry()
    expect(() => registry.getNetworkClient('eip155')).toThrowError(/^Chain adapter not found$/)
    expect(() => registry.getConnectionClient('eip155')).toThrowError(/^Chain adapter not found$/)
    expect(() => registry.requireClients('eip155')).toThrowError(/^Chain adapter not found$/)
  })

  it('CFG-14 a chain without a network client raises "NetworkController client not set"', () => {
    const registry = createChainRegistry()
    // A third-party adapter written in plain JS that cannot switch networks.
    const { switchNetwork: _omitted, ...partial } = createTestChainAdapter('eip155')
    registry.register(partial as unknown as ChainAdapter)
    expect(() => registry.getNetworkClient('eip155')).toThrowError(/^NetworkController client not set$/)
    expect(() => registry.requireClients('eip155')).toThrowError(ConfigError)
    expect(registry.getConnectionClient('eip155')).toBeDefined()

    registry.register(createTestChainAdapter('solana'))
    registry.setClients('solana', { networkClient: undefined })
    expect(() => registry.getNetworkClient('solana')).toThrowError(/^NetworkController client not set$/)
  })

  it('CFG-15 a chain without a connection client raises "ConnectionController client not set"', () => {
    const registry = createChainRegistry()
    registry.register(createTestChainAdapter('solana'))
    registry.setClients('solana', { connectionClient: undefined })
    expect(() => registry.getConnectionClient('solana')).toThrowError(/^ConnectionController client not set$/)
    expect(() => registry.requireClients('solana')).toThrowError(/^ConnectionController client not set$/)
    expect(registry.getNetworkClient('solana')).toBeDefined()
  })

  it("routes calls through the adapter by default and through explicit clients when given", async () => {
    const registry = createChainRegistry()
    const adapter = createTestChainAdapter('eip155')
    const switchNetwork = vi.fn(async () => {})
    registry.register(adapter, { networkClient: { switchNetwork } })
    await registry.getNetworkClient('eip155').switchNetwork({ network: testMainnet })
    expect(switchNetwork).toHaveBeenCalledOnce()
    expect(adapter.calls).toEqual([])

    const { connectionClient } = registry.requireClients('eip155')
    await connectionClient.disconnect({})
    expect(adapter.calls.map((c) => c.method)).toEqual(['disconnect'])
  })

  it('tells listeners about each registration, so a plugin can route a chain registered after it', () => {
    const registry = createChainRegistry()
    const seen: string[] = []
    const stop = registry.onRegister((namespace) => {
      seen.push(namespace)
      registry.setClients(namespace, { networkClient: { switchNetwork: async () => {} } })
    })
    const adapter = createTestChainAdapter('solana')
    registry.register(adapter)
    expect(seen).toEqual(['solana'])
    expect(registry.getNetworkClient('solana').switchNetwork).not.toBe(adapter.switchNetwork)
    stop()
    registry.register(createTestChainAdapter('eip155'))
    expect(seen).toEqual(['solana'])
  })
})
