import type { WalletEntry } from '../types'

const MAX_TEXT = 2048

const isText = (v: unknown, max = MAX_TEXT): v is string => typeof v === 'string' && v.length > 0 && v.length <= max
const optionalText = (v: unknown, max = MAX_TEXT) => v === undefined || v === null || isText(v, max)
/** A wallet's icon may be a data URL (EIP-6963 icons are), far longer than a link. */
const MAX_IMAGE_URL = 200_000

/**
 * One catalogue entry checked field by field: an id and a name as non-empty strings, every other
 * known field absent, null or of its documented type. Anything else is not a wallet (null, a
 * number, an object from a hostile or broken provider) and must never reach a view.
 */
export function parseWalletEntry(value: unknown): WalletEntry | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined
  const e = value as Record<string, unknown>
  if (!isText(e.id, 256) || !isText(e.name, 256)) return undefined
  const texts = ['image_id', 'image_url', 'homepage', 'mobile_link', 'desktop_link', 'webapp_link', 'app_store', 'play_store', 'chrome_store', 'rdns'] as const
  if (!texts.every((key) => optionalText(e[key], key === 'image_url' ? MAX_IMAGE_URL : MAX_TEXT))) return undefined
  if (e.chains !== undefined && e.chains !== null && !(Array.isArray(e.chains) && e.chains.every((c) => isText(c, 128)))) return undefined
  if (e.badge_type !== undefined && e.badge_type !== null && e.badge_type !== 'none' && e.badge_type !== 'certified') return undefined
  const entry: WalletEntry = { id: e.id, name: e.name }
  for (const key of texts) if (e[key] !== undefined) (entry as unknown as Record<string, unknown>)[key] = e[key]
  if (Array.isArray(e.chains)) entry.chains = e.chains as WalletEntry['chains']
  if (e.badge_type === 'none' || e.badge_type === 'certified') entry.badge_type = e.badge_type
  // Only a real boolean: anything else reads as "not said".
  if (typeof e.supports_wcpay === 'boolean') entry.supports_wcpay = e.supports_wcpay
  return entry
}
