import { orderAccountActions, type AccountActionEntry, type AccountTabEntry, type ChainNamespace, type ViewLoader } from '../../../kernel'

/** A tab of the Account view: a plugin's (with its lazily loaded panel) or a built-in placeholder. */
export interface AccountTab {
  id: string
  label: string
  order: number
  /** The plugin's panel module; absent for a placeholder the view draws itself. */
  view?: ViewLoader
  /** Shown only once a plugin fills it (Activity: ACT-02 flag, ACT-12 eip155 only). */
  pluginOnly?: boolean
}

/**
 * Spec §2: the Account view's tabs are Tokens, NFTs and Activity. Plugins fill them by
 * registering an `accountTabs` entry with the same id (balances → 'tokens', activity →
 * 'activity'); until one does, Tokens and NFTs show an empty state. Activity appears only when
 * the activity plugin offers it: "Activity is shown only when the activity flag is on" (ACT-02)
 * and "available on eip155 only" (ACT-12), so no placeholder stands in for it.
 */
export const BUILT_IN_ACCOUNT_TABS: readonly AccountTab[] = [
  { id: 'tokens', label: 'Tokens', order: 1 },
  { id: 'nfts', label: 'NFTs', order: 2 },
  { id: 'activity', label: 'Activity', order: 3, pluginOnly: true },
]

const offeredOn = (entry: { namespaces?: readonly ChainNamespace[] }, namespace: ChainNamespace | undefined) =>
  !entry.namespaces || (namespace !== undefined && entry.namespaces.includes(namespace))

/** The tabs to show for a namespace: plugin tabs replace built-ins of the same id; sorted by order (stable). */
export function accountTabsFor(entries: readonly AccountTabEntry[], namespace: ChainNamespace | undefined): AccountTab[] {
  const byId = new Map<string, AccountTab>(BUILT_IN_ACCOUNT_TABS.map((tab) => [tab.id, tab]))
  for (const entry of entries) {
    if (offeredOn(entry, namespace)) byId.set(entry.id, { id: entry.id, label: entry.label, order: entry.order, view: entry.view })
  }
  return [...byId.values()].filter((tab) => !tab.pluginOnly).sort((a, b) => a.order - b.order)
}

/** The action row for a namespace, in `features.walletFeaturesOrder` (default: onramp, swaps, receive, send). */
export function accountActionsFor(
  entries: readonly AccountActionEntry[],
  namespace: ChainNamespace | undefined,
  walletFeaturesOrder: readonly string[] = DEFAULT_WALLET_FEATURES_ORDER,
): AccountActionEntry[] {
  return orderAccountActions(entries.filter((entry) => offeredOn(entry, namespace)), walletFeaturesOrder)
}

const DEFAULT_WALLET_FEATURES_ORDER = ['onramp', 'swaps', 'receive', 'send']
