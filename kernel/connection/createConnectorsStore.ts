import { parseWalletEntry } from '../api/parseWalletEntries'
import type { KitStorage } from '../storage/createKitStorage'
import { StorageKeys } from '../storage/storageKeys'
import { createStore, type Store } from '../store/createStore'
import type { ChainNamespace, Connector, WalletEntry } from '../types'

/** Spec §9: at most 2 recent wallets (CNR-10). */
export const RECENT_WALLETS_LIMIT = 2

export interface ConnectorsStoreState {
  /** Every connector chain plugins and feature plugins registered (ANNOUNCED, AUTH, MULTI_CHAIN, ...). */
  connectors: readonly Connector[]
  /** Newest first, persisted under StorageKeys.recentWallets. */
  recentWallets: readonly WalletEntry[]
}

export interface ConnectorsStore extends Store<ConnectorsStoreState> {
  /** Adds or replaces (same id and chain) a connector. */
  addConnector(connector: Connector): void
  removeConnector(id: string, chain?: ChainNamespace): void
  /** A connector by id, looking inside MULTI_CHAIN groups; a namespace narrows to that chain. */
  getConnector(id: string, namespace?: ChainNamespace): Connector | undefined
  addRecentWallet(wallet: WalletEntry): void
}

/** Stored recents, dropping anything malformed (storage is shared with older versions and other tabs). */
function readRecentWallets(storage: KitStorage): WalletEntry[] {
  const stored = storage.get<unknown>(StorageKeys.recentWallets)
  if (stored === undefined) return []
  const valid = Array.isArray(stored) ? stored.flatMap((w) => parseWalletEntry(w) ?? []).slice(0, RECENT_WALLETS_LIMIT) : []
  if (!Array.isArray(stored) || valid.length !== stored.length) storage.set(StorageKeys.recentWallets, valid.length ? valid : undefined)
  return valid
}

export function createConnectorsStore(deps: { storage: KitStorage }): ConnectorsStore {
  const { storage } = deps
  const store = createStore<ConnectorsStoreState>(() => ({
    connectors: [],
    recentWallets: readRecentWallets(storage),
  }))

  const matches = (c: Connector, id: string, namespace?: ChainNamespace) =>
    c.id === id && (!namespace || c.chain === namespace)

  return {
    ...store,
    addConnector(connector) {
      store.setState((s) => ({
        connectors: [...s.connectors.filter((c) => !matches(c, connector.id, connector.chain)), connector],
      }))
    },
    removeConnector(id, chain) {
      store.setState((s) => ({ connectors: s.connectors.filter((c) => !matches(c, id, chain)) }))
    },
    getConnector(id, namespace) {
      for (const connector of store.getState().connectors) {
        if (matches(connector, id, namespace)) return connector
        const child = connector.connectors?.find((c) => matches(c, id, namespace))
        if (child) return child
        // A MULTI_CHAIN group is addressed by its own id from any of its chains.
        if (connector.id === id && connector.connectors?.some((c) => c.chain === namespace)) {
          return connector.connectors.find((c) => c.chain === namespace)
        }
      }
      return undefined
    },
    addRecentWallet(wallet) {
      // Newest first; re-connecting a known wallet moves it to the front instead of duplicating it.
      const recentWallets = [wallet, ...store.getState().recentWallets.filter((w) => w.id !== wallet.id)].slice(
        0,
        RECENT_WALLETS_LIMIT,
      )
      storage.set(StorageKeys.recentWallets, recentWallets)
      store.setState({ recentWallets })
    },
  }
}
