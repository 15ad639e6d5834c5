// Wallet-list timings and sizes from spec §9, in one place so tests and views read the same numbers.

/** WLIST-02: a search runs once typing has settled this long. */
export const SEARCH_SETTLE_MS = 300
/** WLIST-03: how many wallet images are fetched ahead of rendering. */
export const PREFETCHED_IMAGE_COUNT = 20
/** WLIST-04: an image preload gives up after this long (the download may still land later). */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2000
/** The most pages of 40 the paged list loads (4,000 wallets; the real catalogue has under 1,000). */
export const MAX_CATALOGUE_PAGES = 100
