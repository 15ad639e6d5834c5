import { createStore, type Store } from '../store/createStore'
import type { SlotEntries, SlotName } from './slots'
import type { AccountActionEntry, AccountTabEntry, ViewLoader, ViewTitle } from './types'

export type SlotState = { readonly [K in SlotName]: readonly SlotEntries[K][] }

export interface PluginRegistryState {
  /** Views of active plugins (and the shell's core views), by name; thunks are not called here. */
  views: Readonly<Record<string, ViewLoader>>
  /** Header titles the views were registered with. */
  viewTitles: Readonly<Record<string, ViewTitle>>
  /** Account actions in registration order; the shell orders them by `walletFeaturesOrder`. */
  accountActions: readonly AccountActionEntry[]
  accountTabs: readonly AccountTabEntry[]
  slots: SlotState
  /** Ids of plugins whose activation finished. */
  active: readonly string[]
}

const emptyState = (): PluginRegistryState => ({
  views: {},
  viewTitles: {},
  accountActions: [],
  accountTabs: [],
  slots: { connectMethods: [], accountHeader: [], accountSettings: [], overlay: [] },
  active: [],
})

/** The store of what active plugins registered; the shell renders from it. */
export function createPluginRegistry(): Store<PluginRegistryState> {
  return createStore<PluginRegistryState>(emptyState)
}
