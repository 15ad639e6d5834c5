import { createStore, type Store } from '../store/createStore'
import type { ChainNamespace, Connection } from '../types'
import type { ByNamespace } from './byNamespace'

/** The kit-wide status (CONN-01); 'reconnecting' exists only on a namespace's AccountState. */
export type KitConnectionStatus = 'disconnected' | 'connecting' | 'connected'

export const KIT_CONNECTION_STATUSES: readonly KitConnectionStatus[] = ['disconnected', 'connecting', 'connected']

export interface ConnectionStoreState {
  status: KitConnectionStatus
  /** The namespace the modal and the public getters speak for. */
  activeNamespace: ChainNamespace | undefined
  /** One live connection per namespace: which connector and which accounts (CONN-08). */
  connections: ByNamespace<Connection>
}

export interface ConnectionStore extends Store<ConnectionStoreState> {
  setConnection(namespace: ChainNamespace, connection: Connection): void
  removeConnection(namespace: ChainNamespace): void
}

export function createConnectionStore(initial: Partial<ConnectionStoreState> = {}): ConnectionStore {
  const store = createStore<ConnectionStoreState>(() => ({
    status: 'disconnected',
    activeNamespace: undefined,
    connections: {},
    ...initial,
  }))
  return {
    ...store,
    setConnection(namespace, connection) {
      store.setState((s) => ({ connections: { ...s.connections, [namespace]: connection } }))
    },
    removeConnection(namespace) {
      const { connections } = store.getState()
      if (!connections[namespace]) return
      const next = { ...connections }
      delete next[namespace]
      store.setState({ connections: next })
    },
  }
}
