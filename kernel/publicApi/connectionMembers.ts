import type { MultiWalletService, SwitchConnectionParams, WalletConnection, DeleteConnectionParams } from '../connection/multiWalletService'
import { AirlockError } from '../errors'
import * as T from '../tokens'
import type { ChainNamespace, Connection } from '../types'
import type { ApiContext } from './apiContext'

/** AppKit's `subscribeConnections` state: per namespace, the live and the recent connections. */
export interface ConnectionsState {
  connections: Map<ChainNamespace, WalletConnection[]>
  recentConnections: Map<ChainNamespace, WalletConnection[]>
  isSwitchingConnection: boolean
}

export const multiWalletOff = (member: string) =>
  `${member} needs the multi-wallet plugin: add multiWallet to plugins and set features.multiWallet to true`

/**
 * AppKit 1.8's connection members. With the multi-wallet plugin on, its service answers; with it
 * off, a namespace has one connection (the active one) and no recent ones, as AppKit's members
 * report with its `multiWallet` flag off, and the members that change connections say what to turn on.
 */
export function connectionMembers({ c, connection }: ApiContext) {
  const service = () => c.resolve(T.SERVICES).find(T.MULTI_WALLET)
  const required = (member: string): MultiWalletService => {
    const found = service()
    if (!found) throw new AirlockError(multiWalletOff(member))
    return found
  }
  const single = (namespace: ChainNamespace): WalletConnection[] => {
    const current = connection.getState().connections[namespace]
    return current ? [current] : []
  }
  const getConnections = (namespace: ChainNamespace) => service()?.getConnections(namespace) ?? single(namespace)
  const getRecentConnections = (namespace: ChainNamespace) => service()?.getRecentConnections(namespace) ?? []

  const snapshot = (): ConnectionsState => {
    const namespaces = [...new Set([...Object.keys(connection.getState().connections), ...Object.keys(service()?.store.getState().connections ?? {})])]
    return {
      connections: new Map(namespaces.map((ns) => [ns, getConnections(ns)])),
      recentConnections: new Map(namespaces.map((ns) => [ns, getRecentConnections(ns)])),
      isSwitchingConnection: service()?.store.getState().isSwitchingConnection ?? false,
    }
  }

  return {
    getConnections,
    getRecentConnections,
    setConnections: (connections: Connection[], namespace: ChainNamespace) => required('setConnections').setConnections(connections, namespace),
    switchConnection: async (params: SwitchConnectionParams) => required('switchConnection').switchConnection(params),
    deleteConnection: (params: DeleteConnectionParams) => required('deleteConnection').deleteConnection(params),
    /** Calls back with every namespace's connections each time they change; the plugin may come and go meanwhile. */
    subscribeConnections: (callback: (state: ConnectionsState) => void) => watchConnections(c, () => callback(snapshot())),
  }
}

/**
 * Calls `onChange` when the kernel's connections, the active plugins or the multi-wallet
 * service's state change (the service is followed across the plugin turning off and on again).
 */
export function watchConnections(c: ApiContext['c'], onChange: () => void): () => void {
  let followed: MultiWalletService | undefined
  let unfollow: (() => void) | undefined
  const refollow = () => {
    const now = c.resolve(T.SERVICES).find(T.MULTI_WALLET)
    if (now === followed) return
    unfollow?.()
    followed = now
    unfollow = now?.store.subscribe(onChange)
  }
  refollow()
  const offs = [
    c.resolve(T.CONNECTION_STORE).subscribe(onChange),
    c.resolve(T.PLUGIN_HOST).registry.subscribe(() => {
      refollow()
      onChange()
    }),
  ]
  return () => {
    offs.forEach((off) => off())
    unfollow?.()
  }
}
