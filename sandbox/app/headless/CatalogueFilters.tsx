import type { UseAppKitWalletsReturn } from 'airlock/react'

type FetchWalletsOptions = NonNullable<Parameters<UseAppKitWalletsReturn['fetchWallets']>[0]>

/** This panel's visible strings, in one place for the message catalogues. */
export const FILTER_TEXT = {
  legend: 'List options',
  certified: 'Certified only',
  payFirst: 'WalletConnect Pay wallets first (with pay-only wallets)',
  perPage: 'Per page',
  pay: 'Pay',
} as const

export interface CatalogueFilterState {
  certified: boolean
  payFirst: boolean
  perPage: number
}

export const DEFAULT_FILTERS: CatalogueFilterState = { certified: false, payFirst: false, perPage: 40 }

/** The filters as AppKit 1.8's fetchWallets options (badge, sort with includePayOnly, entries). */
export function fetchOptionsOf(filters: CatalogueFilterState): FetchWalletsOptions {
  return {
    entries: filters.perPage,
    ...(filters.certified && { badge: 'certified' as const }),
    ...(filters.payFirst && { sort: 'wcpay' as const, includePayOnly: true }),
  }
}

/** The catalogue's list options a host can offer: each change reloads the list from page 1. */
export function CatalogueFilters({ filters, onChange }: { filters: CatalogueFilterState; onChange(next: CatalogueFilterState): void }) {
  return (
    <fieldset className="filters">
      <legend>{FILTER_TEXT.legend}</legend>
      <label>
        <input type="checkbox" data-testid="headless-filter-certified" checked={filters.certified} onChange={(e) => onChange({ ...filters, certified: e.target.checked })} />
        {FILTER_TEXT.certified}
      </label>
      <label>
        <input type="checkbox" data-testid="headless-filter-pay" checked={filters.payFirst} onChange={(e) => onChange({ ...filters, payFirst: e.target.checked })} />
        {FILTER_TEXT.payFirst}
      </label>
      <label>
        {FILTER_TEXT.perPage}
        <select data-testid="headless-filter-entries" value={filters.perPage} onChange={(e) => onChange({ ...filters, perPage: Number(e.target.value) })}>
          {[10, 40, 100].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  )
}
