import type { SwapToken } from './swapToken'

/**
 * Spec §9 (SWAP-15): the suggested and popular symbol lists include ETH, UNI and USDC; the rest
 * is ours, the majors a visitor most often swaps between.
 */
export const SUGGESTED_SWAP_SYMBOLS: readonly string[] = ['ETH', 'UNI', 'USDC', 'USDT', 'DAI', 'WBTC', 'WETH', 'LINK', 'AAVE', '1INCH', 'POL']
export const POPULAR_SWAP_SYMBOLS: readonly string[] = ['ETH', 'USDC', 'USDT', 'WETH', 'WBTC', 'DAI', 'UNI', 'LINK', 'AAVE', 'ARB', 'OP', 'POL', 'BNB', 'AVAX']

export interface TokenSections {
  suggested: SwapToken[]
  /** Held, by USD value. */
  yours: SwapToken[]
  /** Everything else, popular symbols first. */
  others: SwapToken[]
}

const rank = (list: readonly string[], symbol: string) => {
  const i = list.indexOf(symbol.toUpperCase())
  return i === -1 ? list.length : i
}

/** The SwapSelectToken view's sections for a search text; a token shows in one list only. */
export function tokenSections(tokens: readonly SwapToken[], search: string, priceOf: (t: SwapToken) => number): TokenSections {
  const q = search.trim().toLowerCase()
  const matches = q
    ? tokens.filter((t) => t.symbol.toLowerCase().includes(q) || t.name.toLowerCase().includes(q) || t.address.toLowerCase().endsWith(q))
    : [...tokens]
  const held = (t: SwapToken) => Number(t.balance ?? 0) > 0
  const yours = matches.filter(held).sort((a, b) => Number(b.balance) * priceOf(b) - Number(a.balance) * priceOf(a))
  const others = matches.filter((t) => !held(t)).sort((a, b) => rank(POPULAR_SWAP_SYMBOLS, a.symbol) - rank(POPULAR_SWAP_SYMBOLS, b.symbol))
  const suggested = tokens
    .filter((t) => SUGGESTED_SWAP_SYMBOLS.includes(t.symbol.toUpperCase()))
    .sort((a, b) => rank(SUGGESTED_SWAP_SYMBOLS, a.symbol) - rank(SUGGESTED_SWAP_SYMBOLS, b.symbol))
  return { suggested: q ? [] : suggested, yours, others }
}
