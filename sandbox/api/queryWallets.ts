import type { CatalogueWallet } from './catalogue'

/** The /getWallets query, in the names the real kit sends. */
export interface WalletQuery {
  /** 1-based. */
  page: number
  entries: number
  include?: string[]
  exclude?: string[]
  search?: string
  badgeType?: string
  chains?: string[]
  /** `include_pay_only=true`: also the wallets without WalletConnect v2. */
  includePayOnly?: boolean
  /** `sort=wcpay`: the WalletConnect Pay wallets first, each group in catalogue order. */
  sort?: string
}

export const DEFAULT_ENTRIES = 40
export const MAX_ENTRIES = 1000

function list(value: string | null): string[] | undefined {
  if (value == null) return undefined
  const items = value.split(',').map((s) => s.trim()).filter(Boolean)
  return items.length ? items : undefined
}

function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

export function parseWalletQuery(params: URLSearchParams): WalletQuery {
  return {
    page: positiveInt(params.get('page'), 1),
    entries: Math.min(positiveInt(params.get('entries'), DEFAULT_ENTRIES), MAX_ENTRIES),
    include: list(params.get('include')),
    exclude: list(params.get('exclude')),
    search: params.get('search')?.trim() || undefined,
    badgeType: params.get('badge_type')?.trim() || undefined,
    chains: list(params.get('chains')),
    includePayOnly: params.get('include_pay_only') === 'true',
    sort: params.get('sort')?.trim() || undefined,
  }
}

/**
 * Filters in catalogue order and pages the result; `count` is the total after filtering,
 * which the kit uses to know when the paged list is complete.
 */
export function queryWallets(
  catalogue: readonly CatalogueWallet[],
  query: WalletQuery,
): { count: number; data: CatalogueWallet[] } {
  const include = query.include && new Set(query.include)
  const exclude = query.exclude && new Set(query.exclude)
  const search = query.search?.toLowerCase()
  const chains = query.chains
  // Only `certified` narrows the list; the kit sends badge_type only for that filter.
  const certifiedOnly = query.badgeType === 'certified'
  const matches = catalogue.filter(
    (w) =>
      (!include || include.has(w.id)) &&
      (!exclude || !exclude.has(w.id)) &&
      (!search || w.name.toLowerCase().includes(search)) &&
      (!certifiedOnly || w.badge_type === 'certified') &&
      (!chains || w.chains.some((c) => chains.includes(c))) &&
      (query.includePayOnly || w.supports_wc !== false),
  )
  if (query.sort === 'wcpay') matches.sort((a, b) => Number(b.supports_wcpay === true) - Number(a.supports_wcpay === true))
  const start = (query.page - 1) * query.entries
  return { count: matches.length, data: matches.slice(start, start + query.entries) }
}
