import { createStore, type Store } from '../store/createStore'
import type { WalletCatalogueState, WalletSearchState } from './createWalletCatalogue'

export const EMPTY_SEARCH: WalletSearchState = Object.freeze({ query: '', results: [], count: 0, loading: false })

/** The catalogue's state before anything was fetched; views and hooks can read it at once. */
export function createWalletCatalogueStore(): Store<WalletCatalogueState> {
  return createStore<WalletCatalogueState>(() => ({
    featured: [],
    recommended: [],
    wallets: [],
    page: 0,
    count: 0,
    hasMore: true,
    search: EMPTY_SEARCH,
    loading: false,
    error: undefined,
    prefetchedImages: {},
    excludedWallets: [],
  }))
}
