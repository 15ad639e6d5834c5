import { AirlockError } from '../errors'
import type { WalletListQuery } from '../catalogue/createWalletCatalogue'
import type { FetchWalletsOptions } from './walletListMembers'

const BADGES = ['none', 'certified']
const SORTS = ['default', 'wcpay']
/** The catalogue answers at most this many entries a page (the provider's limit, and the sandbox's). */
export const MAX_FETCH_ENTRIES = 1000

const invalid = (what: string) => new AirlockError(`fetchWallets: ${what}`)
const isIdList = (v: unknown): v is string[] => Array.isArray(v) && v.every((id) => typeof id === 'string')

/**
 * A host's fetchWallets options checked before any request: the page, the search text and the
 * list query for the catalogue. A wrong value is a clear error, never a silent wrong list.
 */
export function parseFetchWalletsOptions(options: FetchWalletsOptions | undefined) {
  const o: FetchWalletsOptions = options ?? {}
  if (typeof o !== 'object') throw invalid('options must be an object')
  const page = o.page ?? 1
  if (!Number.isInteger(page) || page < 1) throw invalid(`page must be a whole number from 1, got ${String(o.page)}`)
  const text = o.search ?? o.query ?? ''
  if (typeof text !== 'string') throw invalid('search must be a string')
  if (o.entries !== undefined && (!Number.isInteger(o.entries) || o.entries < 1 || o.entries > MAX_FETCH_ENTRIES)) {
    throw invalid(`entries must be a whole number from 1 to ${MAX_FETCH_ENTRIES}, got ${String(o.entries)}`)
  }
  if (o.badge !== undefined && !BADGES.includes(o.badge)) throw invalid(`badge must be 'none' or 'certified', got ${String(o.badge)}`)
  if (o.sort !== undefined && !SORTS.includes(o.sort)) throw invalid(`sort must be 'default' or 'wcpay', got ${String(o.sort)}`)
  if (o.include !== undefined && !isIdList(o.include)) throw invalid('include must be a list of wallet ids')
  if (o.exclude !== undefined && !isIdList(o.exclude)) throw invalid('exclude must be a list of wallet ids')
  if (o.includePayOnly !== undefined && typeof o.includePayOnly !== 'boolean') throw invalid('includePayOnly must be true or false')
  const query: WalletListQuery = {}
  for (const key of ['entries', 'badge', 'include', 'exclude', 'includePayOnly', 'sort'] as const) {
    if (o[key] !== undefined) (query as Record<string, unknown>)[key] = o[key]
  }
  return { page, search: text.trim(), query }
}
