import { createStore, type Store } from '../store/createStore'
import type { AccountState, ChainNamespace } from '../types'
import type { ByNamespace } from './byNamespace'

export interface AccountStoreState {
  /** AccountState per namespace (ACCT-01); a namespace never touched has no entry. */
  accounts: ByNamespace<AccountState>
}

export interface AccountStore extends Store<AccountStoreState> {
  /** The namespace's state, or a stable empty one (same object per namespace until written). */
  get(namespace: ChainNamespace): AccountState
  patch(namespace: ChainNamespace, patch: Partial<AccountState>): void
  /** Back to empty and disconnected; the preferred account type survives, it is a choice, not session data. */
  resetAccount(namespace: ChainNamespace): void
}

/** Every field of spec §3 "Per-chain account state" present as an own key, so readers can rely on the shape. */
export function createEmptyAccountState(): AccountState {
  return {
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    profileName: undefined,
    profileImage: undefined,
    addressExplorerUrl: undefined,
    tokenBalance: [],
    smartAccountDeployed: false,
    currentTab: 0,
    connectedWalletInfo: undefined,
    preferredAccountTypes: undefined,
    socialProvider: undefined,
    socialWindow: undefined,
    farcasterUrl: undefined,
    allAccounts: [],
    user: undefined,
    status: 'disconnected',
    addressLabels: new Map(),
  }
}

export function createAccountStore(): AccountStore {
  const store = createStore<AccountStoreState>(() => ({ accounts: {} }))
  // Empty states handed out for untouched namespaces, cached so useSyncExternalStore readers do not loop.
  const empties = new Map<ChainNamespace, AccountState>()

  const get = (namespace: ChainNamespace): AccountState => {
    const existing = store.getState().accounts[namespace]
    if (existing) return existing
    let empty = empties.get(namespace)
    if (!empty) empties.set(namespace, (empty = createEmptyAccountState()))
    return empty
  }

  return {
    ...store,
    get,
    patch(namespace, patch) {
      const current = get(namespace)
      const changed = Object.keys(patch).some(
        (key) => !Object.is(patch[key as keyof AccountState], current[key as keyof AccountState]),
      )
      if (!changed && store.getState().accounts[namespace]) return
      store.setState((s) => ({ accounts: { ...s.accounts, [namespace]: { ...current, ...patch } } }))
    },
    resetAccount(namespace) {
      const { preferredAccountTypes } = get(namespace)
      store.setState((s) => ({
        accounts: { ...s.accounts, [namespace]: { ...createEmptyAccountState(), preferredAccountTypes } },
      }))
    },
    reset() {
      empties.clear()
      store.reset()
    },
  }
}
