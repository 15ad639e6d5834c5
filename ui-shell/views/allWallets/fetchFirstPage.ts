import type { WalletCatalogue } from '../../../kernel'

/**
 * The list's first page, unless it is in (featured and recommended first, so the page is
 * requested without them, as AppKit does), then the first 20 images (WLIST-03). `live` says
 * whether the caller still wants it. Connect's idle warm-up and the view both call it, so a
 * visitor opening the list after idle finds its first tiles' logos loaded, not loading twice.
 */
export async function fetchFirstPage(catalogue: WalletCatalogue, live: () => boolean): Promise<void> {
  await catalogue.prefetch()
  if (live() && catalogue.getState().page === 0) await catalogue.fetchPage(1)
  if (live()) await catalogue.prefetchImages()
}
