import { vi } from 'vitest'
import { createEventBus } from '../../bus/createEventBus'
import type { TrackEvent } from '../../bus/events'
import { createKitStorage, createMemoryBackend, type StorageBackend } from '../../storage/createKitStorage'
import type { CaipNetwork, ChainNamespace } from '../../types'
import { createAccountStore } from '../createAccountStore'
import { createChainRegistry } from '../createChainRegistry'
import { createConnectionController } from '../createConnectionController'
import type { ConnectionOptions } from '../createConnectionContext'
import { createConnectionStore } from '../createConnectionStore'
import { createConnectorsStore } from '../createConnectorsStore'
import { createNetworksStore } from '../createNetworksStore'
import { createTestChainAdapter, createTestConnector, type TestChainBehaviour } from './testChainAdapter'
import { testNetworks } from './testNetworks'

/**
 * One kit's worth of connection wiring for tests, the way createAppKit will wire it: real stores,
 * registry, storage (memory backend, so a second harness on the same backend is a page reload),
 * bus and test chain adapters.
 */
export function createConnectionHarness(
  options: {
    namespaces?: ChainNamespace[]
    behaviours?: Partial<Record<ChainNamespace, TestChainBehaviour>>
    backend?: StorageBackend
    networks?: readonly CaipNetwork[]
    options?: ConnectionOptions
  } = {},
) {
  const backend = options.backend ?? createMemoryBackend()
  const storage = createKitStorage({ backend })
  const bus = createEventBus()
  const stores = {
    connection: createConnectionStore(),
    account: createAccountStore(),
    networks: createNetworksStore({ networks: options.networks ?? testNetworks }),
    connectors: createConnectorsStore({ storage }),
  }
  const registry = createChainRegistry()
  const namespaces = options.namespaces ?? ['eip155', 'solana']
  /** Loading flags and adapter calls, in the order they happened. */
  const log: string[] = []
  const adapters = Object.fromEntries(
    namespaces.map((ns) => {
      const adapter = createTestChainAdapter(ns, {
        onCall: (method) => void log.push(`${ns}:${method}`),
        ...options.behaviours?.[ns],
      })
      registry.register(adapter)
      for (const connector of adapter.getConnectors!()) stores.connectors.addConnector(connector)
      return [ns, adapter]
    }),
  )
  const setLoading = vi.fn((ns: ChainNamespace, loading: boolean) => void log.push(`loading:${ns}:${loading}`))
  const showUnsupportedChain = vi.fn()
  let kitOptions: ConnectionOptions = options.options ?? {}
  const controller = createConnectionController({
    stores,
    registry,
    storage,
    bus,
    setLoading,
    showUnsupportedChain,
    getOptions: () => kitOptions,
  })
  const tracked: TrackEvent[] = []
  bus.on('track', (event) => void tracked.push(event))

  return {
    backend,
    storage,
    bus,
    stores,
    registry,
    adapters,
    controller,
    setLoading,
    showUnsupportedChain,
    log,
    tracked,
    setOptions: (next: ConnectionOptions) => void (kitOptions = next),
    connector: (ns: ChainNamespace) => stores.connectors.getConnector(`test-${ns}`, ns) ?? createTestConnector(ns),
    /** Connects the namespace with its default test connector. */
    connect: (ns: ChainNamespace, network?: CaipNetwork) =>
      controller.connect({ connector: stores.connectors.getConnector(`test-${ns}`, ns)!, network }),
  }
}

export type ConnectionHarness = ReturnType<typeof createConnectionHarness>
