import type { ChainNamespace } from '../types'

/**
 * A per-namespace map. Partial because ChainNamespace lists known literals: a plain Record would
 * demand an entry for every one of them.
 */
export type ByNamespace<T> = Readonly<Partial<Record<ChainNamespace, T>>>
