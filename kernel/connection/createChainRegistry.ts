import { ChainError, ConfigError, ErrorMessages } from '../errors'
import type { ChainAdapter } from '../plugins/chainAdapter'
import type { ChainNamespace } from '../types'

/** What the kernel calls to move a namespace's wallet to another network (AppKit's NetworkControllerClient). */
export type NetworkClient = Pick<ChainAdapter, 'switchNetwork'>

/** What the kernel calls to connect, restore and end a namespace's session (AppKit's ConnectionControllerClient). */
export type ConnectionClient = Pick<ChainAdapter, 'connect' | 'disconnect' | 'reconnect'>

export interface ChainClients {
  networkClient?: NetworkClient
  connectionClient?: ConnectionClient
}

export interface ChainRegistry {
  /**
   * Registers a chain family. Its clients default to the adapter's own methods; pass clients to
   * route a namespace through something else (the WalletConnect plugin does for its sessions).
   * Returns an unregister function.
   */
  register(adapter: ChainAdapter, clients?: ChainClients): () => void
  /** The adapter, or "Adapter for namespace {ns} doesn't exist" (ADPT-06). */
  get(namespace: ChainNamespace): ChainAdapter
  find(namespace: ChainNamespace): ChainAdapter | undefined
  has(namespace: ChainNamespace): boolean
  /** Registered namespaces, in registration order. */
  namespaces(): ChainNamespace[]
  /**
   * Calls back after each register, so a plugin that routes clients (WalletConnect) can wrap a
   * chain plugin that registered after it; chain and feature plugins activate in parallel.
   */
  onRegister(listener: (namespace: ChainNamespace) => void): () => void
  /** Replaces some of a registered namespace's clients; `undefined` values unset them. */
  setClients(namespace: ChainNamespace, clients: ChainClients): void
  /** "Chain adapter not found" (CFG-16) or "NetworkController client not set" (CFG-14). */
  getNetworkClient(namespace: ChainNamespace): NetworkClient
  /** "Chain adapter not found" (CFG-16) or "ConnectionController client not set" (CFG-15). */
  getConnectionClient(namespace: ChainNamespace): ConnectionClient
  /** Both clients, checked in AppKit's order: adapter, then network client, then connection client. */
  requireClients(namespace: ChainNamespace): Required<ChainClients>
}

interface Entry {
  adapter: ChainAdapter
  clients: ChainClients
}

// Adapters come from plugins, possibly plain JS from third parties, so the methods are checked at runtime.
const hasMethods = (adapter: ChainAdapter, names: readonly string[]) =>
  names.every((name) => typeof (adapter as unknown as Record<string, unknown>)[name] === 'function')

function defaultClients(adapter: ChainAdapter): ChainClients {
  return {
    networkClient: hasMethods(adapter, ['switchNetwork'])
      ? { switchNetwork: (args) => adapter.switchNetwork(args) }
      : undefined,
    connectionClient: hasMethods(adapter, ['connect', 'disconnect'])
      ? {
          connect: (args) => adapter.connect(args),
          disconnect: (args) => adapter.disconnect(args),
          reconnect: adapter.reconnect ? (args) => adapter.reconnect!(args) : undefined,
        }
      : undefined,
  }
}

/**
 * Chain adapters by namespace, with the per-namespace clients AppKit's ChainController keeps
 * (getNetworkControllerClient / getConnectionControllerClient): a missing chain throws
 * "Chain adapter not found", a chain without the client throws "... client not set".
 */
export function createChainRegistry(): ChainRegistry {
  const entries = new Map<ChainNamespace, Entry>()
  const registerListeners = new Set<(namespace: ChainNamespace) => void>()

  const entryOf = (namespace: ChainNamespace) => {
    const entry = entries.get(namespace)
    if (!entry) throw new ChainError(ErrorMessages.chainAdapterNotFound)
    return entry
  }

  const registry: ChainRegistry = {
    register(adapter, clients = {}) {
      const entry: Entry = { adapter, clients: { ...defaultClients(adapter), ...definedOnly(clients) } }
      entries.set(adapter.namespace, entry)
      for (const listener of [...registerListeners]) listener(adapter.namespace)
      return () => {
        if (entries.get(adapter.namespace) === entry) entries.delete(adapter.namespace)
      }
    },
    get(namespace) {
      const entry = entries.get(namespace)
      if (!entry) throw new ChainError(ErrorMessages.adapterForNamespaceMissing(namespace))
      return entry.adapter
    },
    find: (namespace) => entries.get(namespace)?.adapter,
    has: (namespace) => entries.has(namespace),
    namespaces: () => [...entries.keys()],
    onRegister(listener) {
      registerListeners.add(listener)
      return () => void registerListeners.delete(listener)
    },
    setClients(namespace, clients) {
      const entry = entryOf(namespace)
      entry.clients = { ...entry.clients, ...clients }
    },
    getNetworkClient(namespace) {
      const client = entryOf(namespace).clients.networkClient
      if (!client) throw new ConfigError(ErrorMessages.networkControllerClientNotSet)
      return client
    },
    getConnectionClient(namespace) {
      const client = entryOf(namespace).clients.connectionClient
      if (!client) throw new ConfigError(ErrorMessages.connectionControllerClientNotSet)
      return client
    },
    requireClients(namespace) {
      return {
        networkClient: registry.getNetworkClient(namespace),
        connectionClient: registry.getConnectionClient(namespace),
      }
    },
  }
  return registry
}

function definedOnly(clients: ChainClients): ChainClients {
  const out: ChainClients = {}
  if (clients.networkClient) out.networkClient = clients.networkClient
  if (clients.connectionClient) out.connectionClient = clients.connectionClient
  return out
}
