import type { AlertId } from '../alerts/alertCatalogue'

/**
 * Origins every project allows (ORIG-04), the same set AppKit ships: local development on any
 * port, preview hosts, tunnels, and the provider's two secure-mobile hosts.
 */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = Object.freeze([
  'http://localhost:*',
  'https://localhost:*',
  'http://127.0.0.1:*',
  'https://127.0.0.1:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
  'https://secure-mobile.walletconnect.com',
  'https://secure-mobile.walletconnect.org',
])

interface ParsedPattern {
  scheme?: string
  labels: string[]
  /** undefined: the default port only; '*': any port. */
  port?: string
}

function parsePattern(pattern: string): ParsedPattern | undefined {
  let rest = pattern.trim().toLowerCase()
  let scheme: string | undefined
  const schemeEnd = rest.indexOf('://')
  if (schemeEnd !== -1) {
    scheme = rest.slice(0, schemeEnd)
    rest = rest.slice(schemeEnd + 3)
  }
  rest = rest.split('/')[0] ?? ''
  let port: string | undefined
  const colon = rest.lastIndexOf(':')
  if (colon !== -1) {
    port = rest.slice(colon + 1)
    rest = rest.slice(0, colon)
  }
  const labels = rest.split('.')
  // '*' stands for one whole label only; "app-*.example.com" is not a pattern we honour.
  if (!rest || labels.some((label) => !label || (label.includes('*') && label !== '*'))) return undefined
  return { scheme, labels, port }
}

/** Whether one origin matches one allowlist entry (ORIG-03). Host comparison ignores case. */
export function matchesOriginPattern(origin: string, pattern: string): boolean {
  let current: URL
  try {
    current = new URL(origin)
  } catch {
    return false
  }
  const parsed = parsePattern(pattern)
  if (!parsed) return false
  const scheme = current.protocol.replace(/:$/, '')
  if (parsed.scheme && parsed.scheme !== scheme) return false
  if (parsed.port !== '*' && (parsed.port ?? '') !== current.port) {
    // A pattern's explicit default port (":443") still matches the origin without one.
    const defaultPort = scheme === 'https' ? '443' : scheme === 'http' ? '80' : ''
    if (!(current.port === '' && parsed.port === defaultPort)) return false
  }
  const hostLabels = current.hostname.split('.')
  if (hostLabels.length !== parsed.labels.length) return false
  return parsed.labels.every((label, i) => label === '*' || label === hostLabels[i])
}

/**
 * Whether `origin` is on the project's allowlist or the defaults. An empty project list means
 * the project has none configured, or the fetch failed (ORIG-02): that allows every origin,
 * as in AppKit, so a network hiccup never raises a false "Invalid App Configuration".
 */
export function isOriginAllowed(
  origin: string,
  allowedOrigins: readonly string[],
  defaults: readonly string[] = DEFAULT_ALLOWED_ORIGINS,
): boolean {
  if (allowedOrigins.length === 0) return true
  return [...allowedOrigins, ...defaults].some((pattern) => matchesOriginPattern(origin, pattern))
}

export interface OriginCheck {
  origin: string | undefined
  allowed: boolean
  allowedOrigins: string[]
}

/**
 * Fetches the allowlist and reports the verdict; when the origin is not on it, shows the
 * "Invalid App Configuration" alert. It only informs (ORIG-05): the provider enforces the list
 * for email and social login, and the kit never blocks or disables anything on this verdict.
 * It never throws.
 */
export async function checkOrigin(deps: {
  getAllowedOrigins: () => Promise<string[]>
  showAlert: (id: AlertId) => void
  /** The page origin; `location.origin` by default. Without one (SSR) nothing is judged. */
  origin?: string
}): Promise<OriginCheck> {
  const origin = deps.origin ?? (globalThis as { location?: { origin?: string } }).location?.origin
  let allowedOrigins: string[] = []
  try {
    allowedOrigins = await deps.getAllowedOrigins()
  } catch {
    allowedOrigins = []
  }
  if (!origin) return { origin, allowed: true, allowedOrigins }
  const allowed = isOriginAllowed(origin, allowedOrigins)
  if (!allowed) {
    try {
      deps.showAlert('originNotAllowed')
    } catch {
      /* informing must not break startup */
    }
  }
  return { origin, allowed, allowedOrigins }
}
