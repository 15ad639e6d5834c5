import { parseTokenBalance, type AddressRule, type TokenBalance } from '../../kernel/plugin'

export interface FilterTokenBalancesOptions {
  /** The namespace's address rule from its chain plugin, where it has its own. */
  rules?: Readonly<Record<string, AddressRule | undefined>>
  /** Told of each entry dropped as malformed, for the log. */
  onDropped?(entry: unknown): void
}

/**
 * Keeps the entries the kit can show (BAL-04): decimals "0" marks spam and NFT-like tokens the
 * API lists but that have no fungible amount. Malformed entries (parseTokenBalance: no
 * quantity, decimals outside 0–255, an invalid address, an overlong symbol) are dropped at this
 * boundary, so views can rely on the shape of BAL-03.
 */
export function filterTokenBalances(balances: unknown, options: FilterTokenBalancesOptions = {}): TokenBalance[] {
  if (!Array.isArray(balances)) return []
  const kept: TokenBalance[] = []
  for (const entry of balances) {
    const parsed = parseTokenBalance(entry, options.rules)
    if (!parsed) options.onDropped?.(entry)
    else if (parsed.quantity.decimals !== '0') kept.push(parsed)
  }
  return kept
}
