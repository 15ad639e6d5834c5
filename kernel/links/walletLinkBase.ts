// Wallet links come from the catalogue (remote data): only schemes that open an app or a web page
// may become an href, never one that runs code or reads local data in the dapp's origin.

const BLOCKED_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'filesystem', 'view-source'])
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])
const SCHEME = /^([a-z][a-z0-9+.-]*):/i
const BARE_SCHEME = /^[a-z][a-z0-9+.-]*$/i

/**
 * The base of a wallet link, ending in `/`, or undefined when the link must be dropped: https,
 * http on loopback only, or a native app scheme (`wallet://`; a bare `wallet` gets `://`, as
 * AppKit does). Anything else, including `javascript:`, `data:` and scheme-less paths, is
 * dropped rather than rewritten, so it can neither run script nor navigate the dapp away.
 */
export function walletLinkBase(link: unknown): string | undefined {
  if (typeof link !== 'string') return undefined
  // Browsers strip these before parsing a URL, so `java\tscript:` would still be javascript.
  if (/[\u0000-\u0020\u007f-\u009f]/.test(link) || link.length > 2048) return undefined
  if (BARE_SCHEME.test(link)) return BLOCKED_SCHEMES.has(link.toLowerCase()) ? undefined : `${link}://`
  const scheme = SCHEME.exec(link)?.[1]?.toLowerCase()
  if (!scheme || BLOCKED_SCHEMES.has(scheme)) return undefined
  if (scheme === 'https' || scheme === 'http') {
    let url: URL
    try {
      url = new URL(link)
    } catch {
      return undefined
    }
    if (!url.hostname || (scheme === 'http' && !LOOPBACK_HOSTS.has(url.hostname))) return undefined
    return link.endsWith('/') ? link : `${link}/`
  }
  // A native scheme: `wallet://...` kept; `wallet:` or `wallet:/` completed to `wallet://`.
  const rest = link.slice(scheme.length + 1)
  const base = rest.startsWith('//') ? link : `${link.slice(0, scheme.length)}://${rest.replace(/^\/+/, '')}`
  return base.endsWith('/') ? base : `${base}/`
}
