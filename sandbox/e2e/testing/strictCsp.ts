// A host's strict Content-Security-Policy for a page running the kit against the sandbox, built as
// the README's CSP section says: nonce'd styles, no 'unsafe-*', no wildcard, each remote by its
// exact origin.
import type { CaipNetwork, Endpoints } from '../../../kernel'

export interface StrictCspOptions {
  endpoints: Partial<Endpoints>
  networks: readonly CaipNetwork[]
  nonce: string
}

export interface StrictCsp {
  /** The Content-Security-Policy header value. */
  header: string
  /** The exact origin of each endpoint the policy names. */
  origins: Record<'api' | 'blockchainApi' | 'analytics' | 'relay' | 'secureSite' | 'verify', string>
  /** The same policy with one source left out of one directive (a control that must fail). */
  without(directive: string, source: string): string
}

export function strictCsp({ endpoints, networks, nonce }: StrictCspOptions): StrictCsp {
  const originOf = (key: keyof StrictCsp['origins']) => {
    const url = endpoints[key]
    if (!url) throw new Error(`strictCsp: the sandbox has no ${key} endpoint`)
    return new URL(url).origin
  }
  const origins: StrictCsp['origins'] = {
    api: originOf('api'),
    blockchainApi: originOf('blockchainApi'),
    analytics: originOf('analytics'),
    relay: originOf('relay'),
    secureSite: originOf('secureSite'),
    verify: originOf('verify'),
  }
  const rpc = networks.flatMap((n) => n.rpcUrls.default.http).map((url) => new URL(url).origin)
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    // Wallet images are blob: URLs read from the API; connector icons are data: URLs.
    'img-src': ["'self'", 'data:', 'blob:', origins.api],
    'connect-src': [origins.api, origins.blockchainApi, origins.analytics, origins.relay, ...rpc],
    // The embedded wallet's secure frame, and WalletConnect's attestation frame before a pairing.
    'frame-src': [origins.secureSite, origins.verify],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
  }
  const render = (table: Record<string, string[]>) =>
    Object.entries(table)
      .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
      .join('; ')
  return {
    header: render(directives),
    origins,
    without: (directive, source) => render({ ...directives, [directive]: (directives[directive] ?? []).filter((s) => s !== source) }),
  }
}
