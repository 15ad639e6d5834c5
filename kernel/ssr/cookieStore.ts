import { STORAGE_PREFIX } from '../storage/createKitStorage'

/** The one cookie the kit's restore keys live in (wagmi keeps `wagmi.store`). */
export const KIT_COOKIE = 'airlock.store'
/** 30 days: a visitor who returns within a month sees the account from the first paint. */
export const KIT_COOKIE_MAX_AGE = 60 * 60 * 24 * 30
/** Beyond this the cookie is ignored: browsers drop cookies over ~4 kB, and ours is far smaller. */
export const KIT_COOKIE_MAX_LENGTH = 3000

// Only what a restore needs to draw the account: nothing secret (no WalletConnect pairing, no
// sign-in session, no wallet icon). Everything else stays in localStorage.
const RESTORE_KEY = /^(?:connection_status|connected_namespaces|active_namespace|(?:connector_id|active_network|account):[-a-z0-9]{3,8})$/

/** Whether a kit storage key (prefix included) belongs in the cookie. */
export function isRestoreKey(fullKey: string): boolean {
  return fullKey.startsWith(STORAGE_PREFIX) && RESTORE_KEY.test(fullKey.slice(STORAGE_PREFIX.length))
}

/** The value of one cookie in a Cookie header (or `document.cookie`), undefined when absent. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (typeof header !== 'string') return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue
    const raw = part.slice(eq + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return undefined
    }
  }
  return undefined
}

/**
 * The kit cookie's entries (kit storage key without prefix → stored JSON text). Anything but a
 * flat object of strings under restore keys is dropped, so a forged cookie cannot smuggle keys in.
 */
export function parseKitCookie(value: string | undefined): Record<string, string> {
  const entries: Record<string, string> = Object.create(null)
  if (!value || value.length > KIT_COOKIE_MAX_LENGTH) return entries
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    return entries
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return entries
  for (const [key, text] of Object.entries(parsed)) {
    if (typeof text === 'string' && isRestoreKey(STORAGE_PREFIX + key)) entries[key] = text
  }
  return entries
}

/** The Set-Cookie text for the entries: SameSite=Lax, Path=/, a max-age; Secure on https. */
export function kitCookieText(entries: Record<string, string>, secure: boolean): string {
  const empty = Object.keys(entries).length === 0
  const value = empty ? '' : encodeURIComponent(JSON.stringify(entries))
  const maxAge = empty ? 0 : KIT_COOKIE_MAX_AGE
  return `${KIT_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`
}
