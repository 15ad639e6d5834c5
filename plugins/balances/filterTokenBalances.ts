import type { TokenBalance } from '../../kernel/plugin'

/**
 * Keeps the entries the kit can show (BAL-04): decimals "0" marks spam and NFT-like tokens the
 * API lists but that have no fungible amount. Malformed entries (no quantity) go too, so views
 * can rely on the shape of BAL-03.
 */
export function filterTokenBalances(balances: unknown): TokenBalance[] {
  if (!Array.isArray(balances)) return []
  return balances.filter(
    (entry): entry is TokenBalance =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as TokenBalance).quantity === 'object' &&
      (entry as TokenBalance).quantity !== null &&
      String((entry as TokenBalance).quantity.decimals) !== '0',
  )
}
