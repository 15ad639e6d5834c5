import type { DependencyContainer } from '../container/tsyringe'
import { createStore, type Store } from '../store/createStore'
import { shallowEqual } from '../store/derived'
import * as T from '../tokens'
import type { AccountState, CaipNetwork, ChainNamespace, Connector } from '../types'
import type { WalletListItem } from './walletListMembers'
// Named (here and in the annotations below) so the emitted .d.ts refers to each type's own module,
// not to `import("..")`, the kernel index, which re-exports kernel/plugin.ts: a cycle the build refuses.
import type { AccountStore } from '../connection/createAccountStore'
import type { ConnectionStore } from '../connection/createConnectionStore'
import type { NetworksStore } from '../connection/createNetworksStore'

/** What every member group reads: one kit's stores and the small lookups they share. */
export function createApiContext(c: DependencyContainer) {
  const connection: ConnectionStore = c.resolve(T.CONNECTION_STORE)
  const accounts: AccountStore = c.resolve(T.ACCOUNT_STORE)
  const networks: NetworksStore = c.resolve(T.NETWORKS_STORE)

  const namespaceOr = (namespace?: ChainNamespace) => namespace ?? connection.getState().activeNamespace
  const accountOf = (namespace?: ChainNamespace): AccountState | undefined => {
    const ns = namespaceOr(namespace)
    return ns ? accounts.get(ns) : undefined
  }
  const networkOf = (namespace?: ChainNamespace): CaipNetwork | undefined => {
    const ns = namespaceOr(namespace)
    return ns ? networks.getState().activeNetworks[ns] : undefined
  }
  /** The connector a namespace is connected through, if any. */
  const connectorOf = (namespace?: ChainNamespace): Connector | undefined => {
    const ns = namespaceOr(namespace)
    const id = ns ? connection.getState().connections[ns]?.connectorId : undefined
    return id ? c.resolve(T.CONNECTORS_STORE).getConnector(id, ns) : undefined
  }

  /** Calls back with the value `read` gives, each time it changes (by shallow compare). */
  const watch = <V extends object>(stores: { subscribe(l: () => void): () => void }[], read: () => V, cb: (v: V) => void) => {
    let last = read()
    const unsubs = stores.map((s) =>
      s.subscribe(() => {
        const next = read()
        if (!shallowEqual(last, next)) cb((last = next))
      }),
    )
    return () => unsubs.forEach((u) => u())
  }

  /** AppKit's public `connectingWallet`: the wallet a headless connectWallet is connecting. */
  const headless: Store<{ connectingWallet: WalletListItem | undefined }> = createStore<{ connectingWallet: WalletListItem | undefined }>({ connectingWallet: undefined })

  return { c, connection, accounts, networks, headless, namespaceOr, accountOf, networkOf, connectorOf, watch }
}

export type ApiContext = ReturnType<typeof createApiContext>
