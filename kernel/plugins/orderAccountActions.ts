import type { AccountActionEntry } from './types'

/**
 * The Account view's action row in `features.walletFeaturesOrder` (default onramp, swaps,
 * receive, send); actions it does not name follow, by their `order`, then as registered.
 */
export function orderAccountActions(actions: readonly AccountActionEntry[], walletFeaturesOrder: readonly string[]): AccountActionEntry[] {
  const rank = (action: AccountActionEntry) => {
    const index = walletFeaturesOrder.indexOf(action.id)
    return index >= 0 ? index : walletFeaturesOrder.length
  }
  return actions
    .map((action, index) => ({ action, index }))
    .sort((a, b) => rank(a.action) - rank(b.action) || (a.action.order ?? Infinity) - (b.action.order ?? Infinity) || a.index - b.index)
    .map(({ action }) => action)
}
