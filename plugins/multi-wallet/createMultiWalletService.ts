import {
  AirlockError,
  createStore,
  type ChainNamespace,
  type Connection,
  type ConnectionController,
  type Logger,
  type MultiWalletService,
  type MultiWalletState,
  type PluginStorage,
  type PluginStores,
  type WalletConnection,
} from '../../kernel/plugin'
import { readStoredConnections, toStored, type StoredConnection } from './readStoredConnections'

/** How many recent connections a namespace keeps. */
export const RECENT_CONNECTIONS_LIMIT = 10

const StorageKeys = { connections: 'connections', recent: 'recentConnections' } as const

/** Connector types whose one session serves several namespaces (the kernel's disconnect fans these out too). */
const SHARED_CONNECTOR_TYPES: ReadonlySet<string> = new Set(['WALLET_CONNECT', 'AUTH'])

export interface MultiWalletDeps {
  stores: Pick<PluginStores, 'connection' | 'accounts' | 'connectors' | 'networks'>
  connection: Pick<ConnectionController, 'connect' | 'disconnect' | 'activateConnection' | 'releaseConnector' | 'handleAccountsChanged'>
  storage: PluginStorage
  logger?: Logger
}

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
const sameAddress = sameId

/**
 * Several wallets per namespace (AppKit 1.8's multi-wallet): the kernel keeps the active
 * connection; this service keeps the others that are still connected and the recent ones, follows
 * the kernel's connection store (a newly connected wallet joins the list, the previous one stays
 * connected), and switches, ends and forgets connections on request.
 */
export function createMultiWalletService(deps: MultiWalletDeps) {
  const { stores, connection, storage } = deps

  const restore = (key: string) => {
    const stored = readStoredConnections(storage.get(key))
    return Object.fromEntries(Object.entries(stored).map(([ns, list]) => [ns, (list ?? []).map(fromStored)]))
  }
  function fromStored(stored: StoredConnection): WalletConnection {
    const { caipNetworkId, ...rest } = stored
    const caipNetwork = caipNetworkId ? stores.networks.find(caipNetworkId) : undefined
    return caipNetwork ? { ...rest, caipNetwork } : rest
  }

  // Restored as they were left: a wallet that revoked meanwhile is found out when switched to.
  const store = createStore<MultiWalletState>(() => ({
    connections: restore(StorageKeys.connections),
    recentConnections: restore(StorageKeys.recent),
    isSwitchingConnection: false,
  }))

  const persist = () => {
    const { connections, recentConnections } = store.getState()
    const toStorage = (byNs: MultiWalletState['connections']) =>
      Object.fromEntries(Object.entries(byNs).map(([ns, list]) => [ns, (list ?? []).map(toStored)]))
    storage.set(StorageKeys.connections, toStorage(connections))
    storage.set(StorageKeys.recent, toStorage(recentConnections))
  }

  const listOf = (namespace: ChainNamespace) => store.getState().connections[namespace] ?? []
  const activeIdOf = (namespace: ChainNamespace) => stores.connection.getState().connections[namespace]?.connectorId

  function setList(namespace: ChainNamespace, list: WalletConnection[]) {
    store.setState((s) => ({ connections: { ...s.connections, [namespace]: list } }))
    persist()
  }

  /** Moves connections out of the live list into the recent ones, newest first. */
  function retire(namespace: ChainNamespace, gone: WalletConnection[]) {
    if (gone.length === 0) return
    store.setState((s) => {
      const ids = gone.map((c) => c.connectorId)
      const live = (s.connections[namespace] ?? []).filter((c) => !ids.some((id) => sameId(id, c.connectorId)))
      const older = (s.recentConnections[namespace] ?? []).filter((c) => !ids.some((id) => sameId(id, c.connectorId)))
      return {
        connections: { ...s.connections, [namespace]: live },
        recentConnections: { ...s.recentConnections, [namespace]: [...gone, ...older].slice(0, RECENT_CONNECTIONS_LIMIT) },
      }
    })
    persist()
  }

  /** The kernel's active connection of a namespace, with the wallet's name and icon it recorded. */
  function activeEntry(namespace: ChainNamespace): WalletConnection | undefined {
    const live = stores.connection.getState().connections[namespace]
    if (!live) return undefined
    const info = stores.accounts.get(namespace).connectedWalletInfo
    const entry: WalletConnection = { ...live, accounts: live.accounts.map((a) => ({ ...a })) }
    if (info?.name) entry.name = info.name
    if (info?.icon) entry.icon = info.icon
    return entry
  }

  // A wallet the kernel connects joins the front of its namespace's list; the one it replaced stays.
  function follow() {
    for (const namespace of Object.keys(stores.connection.getState().connections)) {
      const entry = activeEntry(namespace)
      if (!entry) continue
      const current = listOf(namespace)
      const first = current[0]
      if (first && sameId(first.connectorId, entry.connectorId) && sameConnection(first, entry)) continue
      setList(namespace, [entry, ...current.filter((c) => !sameId(c.connectorId, entry.connectorId))])
      const recent = store.getState().recentConnections[namespace] ?? []
      if (recent.some((c) => sameId(c.connectorId, entry.connectorId))) {
        store.setState((s) => ({
          recentConnections: { ...s.recentConnections, [namespace]: recent.filter((c) => !sameId(c.connectorId, entry.connectorId)) },
        }))
        persist()
      }
    }
  }

  const connectorFor = (connectorId: string, namespace: ChainNamespace) => {
    const connector = stores.connectors.getConnector(connectorId, namespace)
    if (!connector) throw new AirlockError(`Connector ${connectorId} is not available`)
    return connector
  }

  /** Puts `address` first when the connection has it, so it becomes the namespace's address. */
  function selectAddress(namespace: ChainNamespace, accounts: readonly { address: string }[], address: string | undefined) {
    if (!address || sameAddress(accounts[0]?.address ?? '', address)) return
    if (!accounts.some((a) => sameAddress(a.address, address))) throw new AirlockError(`${address} is not an account of this connection`)
    connection.handleAccountsChanged(namespace, [address, ...accounts.map((a) => a.address).filter((a) => !sameAddress(a, address))])
  }

  /** The kernel ended a namespace's active connection (the list's first): the others end with it. */
  async function releaseOthers(namespace: ChainNamespace) {
    const [, ...others] = listOf(namespace)
    await Promise.allSettled(
      others.map(async (c) => {
        const connector = stores.connectors.getConnector(c.connectorId, namespace)
        if (connector) await connection.releaseConnector({ connector, namespace })
      }),
    )
    const gone = listOf(namespace)
    retire(namespace, gone)
    // A session that ended with them (WalletConnect's, the embedded wallet's) is gone in its other namespaces too.
    for (const c of gone.filter((c) => isSharedConnector(c.connectorId, namespace))) await endEverywhere(c.connectorId)
  }

  /** Whether the connector is one session shared by namespaces (WalletConnect, the embedded wallet): the kernel's rule too. */
  const isSharedConnector = (connectorId: string, namespace: ChainNamespace) =>
    SHARED_CONNECTOR_TYPES.has(stores.connectors.getConnector(connectorId, namespace)?.type ?? '')

  /** Ends one live connection of a namespace; the active one hands over to the next live wallet, the last one disconnects the namespace. */
  async function endIn(namespace: ChainNamespace, connectorId: string) {
    const entry = listOf(namespace).find((c) => sameId(c.connectorId, connectorId))
    if (!entry) return
    if (!sameId(activeIdOf(namespace) ?? '', connectorId)) {
      const connector = stores.connectors.getConnector(connectorId, namespace)
      if (connector) await connection.releaseConnector({ connector, namespace })
      retire(namespace, [entry])
      return
    }
    for (const next of listOf(namespace).filter((c) => !sameId(c.connectorId, connectorId))) {
      const connector = stores.connectors.getConnector(next.connectorId, namespace)
      try {
        if (!connector) throw new AirlockError(`Connector ${next.connectorId} is not available`)
        await connection.activateConnection({ connector, namespace })
      } catch (error) {
        deps.logger?.warn(`Could not switch to ${next.name ?? next.connectorId}`, error)
        retire(namespace, [next])
        continue
      }
      const old = stores.connectors.getConnector(connectorId, namespace)
      if (old) await connection.releaseConnector({ connector: old, namespace })
      retire(namespace, [entry])
      return
    }
    // Already gone with the session's other namespace (the kernel fans a shared connector's disconnect out).
    if (!activeIdOf(namespace)) return retire(namespace, [entry])
    await connection.disconnect(namespace)
  }

  /**
   * A WalletConnect session (or an embedded login) is one grant for every namespace it serves, and a
   * dapp cannot take one namespace out of it: ending it in one ends it in all, so the kit lets it go
   * wherever it is still live (`first` first). Hand-overs before whole-namespace disconnects, so a
   * namespace with another wallet keeps one (the kernel fans a shared connector's disconnect out to
   * the namespaces where it is active).
   */
  async function endEverywhere(connectorId: string, first?: ChainNamespace) {
    const live = Object.keys(store.getState().connections).filter((ns) => listOf(ns).some((c) => sameId(c.connectorId, connectorId)))
    const emptiedLast = (ns: ChainNamespace) => (sameId(activeIdOf(ns) ?? '', connectorId) && listOf(ns).length === 1 ? 1 : 0)
    const ordered = [...live.filter((ns) => ns === first), ...live.filter((ns) => ns !== first)].sort((a, b) => emptiedLast(a) - emptiedLast(b))
    for (const ns of ordered) await endIn(ns, connectorId)
  }

  const service = {
    store,
    getConnections: (namespace: ChainNamespace) => listOf(namespace),
    getRecentConnections(namespace: ChainNamespace) {
      const live = listOf(namespace)
      return (store.getState().recentConnections[namespace] ?? []).filter(
        (c) => !live.some((l) => sameId(l.connectorId, c.connectorId)) && stores.connectors.getConnector(c.connectorId, namespace),
      )
    },
    setConnections(connections: Connection[], namespace: ChainNamespace) {
      const active = activeEntry(namespace)
      const rest = connections.filter((c) => !active || !sameId(c.connectorId, active.connectorId))
      setList(namespace, active ? [active, ...rest] : rest)
    },
    async switchConnection({ connection: target, address, namespace, onChange }: Parameters<MultiWalletService['switchConnection']>[0]) {
      const before = stores.accounts.get(namespace).address
      const report = (now: string, hasSwitchedWallet: boolean) =>
        onChange?.({ address: now, namespace, hasSwitchedWallet, hasSwitchedAccount: !before || !sameAddress(before, now) })
      store.setState({ isSwitchingConnection: true })
      try {
        if (activeIdOf(namespace) && sameId(activeIdOf(namespace)!, target.connectorId)) {
          selectAddress(namespace, stores.connection.getState().connections[namespace]?.accounts ?? [], address)
          report(stores.accounts.get(namespace).address ?? '', false)
          return
        }
        const connector = connectorFor(target.connectorId, namespace)
        const live = listOf(namespace).some((c) => sameId(c.connectorId, target.connectorId))
        const result = live
          ? await connection.activateConnection({ connector, namespace }).catch((error: unknown) => {
              // The wallet let the site go while it was in the background: it is a recent one now.
              retire(namespace, listOf(namespace).filter((c) => sameId(c.connectorId, target.connectorId)))
              throw error
            })
          : await connection.connect({ connector, namespace })
        selectAddress(namespace, result.accounts, address)
        report(stores.accounts.get(namespace).address ?? result.address, true)
      } finally {
        store.setState({ isSwitchingConnection: false })
      }
    },
    async disconnectConnection({ connectorId, namespace }: { connectorId: string; namespace: ChainNamespace }) {
      if (!listOf(namespace).some((c) => sameId(c.connectorId, connectorId))) return
      if (!isSharedConnector(connectorId, namespace)) return endIn(namespace, connectorId)
      await endEverywhere(connectorId, namespace)
    },
    deleteConnection({ connectorId, address, namespace }: { connectorId: string; address: string; namespace: ChainNamespace }) {
      store.setState((s) => {
        const recent = (s.recentConnections[namespace] ?? []).flatMap((c) => {
          if (!sameId(c.connectorId, connectorId)) return [c]
          const accounts = c.accounts.filter((a) => !sameAddress(a.address, address))
          return accounts.length > 0 ? [{ ...c, accounts }] : []
        })
        return { recentConnections: { ...s.recentConnections, [namespace]: recent } }
      })
      persist()
    },
    /** The kernel ended a namespace (or every one, `undefined`): its other wallets end with it. */
    async onKernelDisconnect(namespace: ChainNamespace | undefined) {
      const namespaces = namespace ? [namespace] : Object.keys(store.getState().connections)
      await Promise.all(namespaces.filter((ns) => !activeIdOf(ns)).map(releaseOthers))
    },
    /** Starts following the kernel's connections; returns the unsubscribe. */
    start() {
      follow()
      return stores.connection.subscribe(follow)
    },
  } satisfies MultiWalletService & Record<string, unknown>
  return service
}

function sameConnection(a: WalletConnection, b: WalletConnection) {
  return (
    a.accounts.length === b.accounts.length &&
    a.accounts.every((x, i) => sameAddress(x.address, b.accounts[i]!.address)) &&
    a.caipNetwork?.caipNetworkId === b.caipNetwork?.caipNetworkId &&
    a.name === b.name
  )
}
