import type { WalletCatalogue } from '../../../kernel'

/**
 * The list's first page, unless it is in: featured and recommended first, so the page is
 * requested without them (AppKit). `live` says whether the caller still wants it.
 */
export async function fetchFirstPage(catalogue: WalletCatalogue, live: () => boolean): Promise<void> {
  await catalogue.prefetch()
  if (live() && catalogue.getState().page === 0) await catalogue.fetchPage(1)
}
