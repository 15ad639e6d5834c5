// An OAuth-like login provider on a third loopback origin, for the embedded wallet's social
// login: a consent page of fixture users, one-use codes bound to the redirect URI and to a
// PKCE S256 challenge, and a token endpoint the secure site calls server to server.
import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { farcasterApp } from './farcasterApp'

export const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const

/** Two people per provider to pick from on the consent page. */
const fixtureUsers = (provider: string) => [
  { id: `${provider}-ada`, name: 'Ada Lovelace', email: `ada.${provider}@example.com` },
  { id: `${provider}-alan`, name: 'Alan Turing', email: `alan.${provider}@example.com` },
]

export interface SocialProvider {
  url: string
  close(): Promise<void>
}

interface Grant {
  email: string
  provider: string
  redirectUri: string
  challenge: string
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

export async function startSocialProvider(options: { host?: '127.0.0.1'; port?: number; farcasterRelay?: () => string } = {}): Promise<SocialProvider> {
  const grants = new Map<string, Grant>()

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (req.method === 'GET' && url.pathname === '/authorize') return authorize(url, res)
    if (req.method === 'GET' && url.pathname === '/consent') return consent(url, res)
    if (req.method === 'POST' && url.pathname === '/token') return void token(req, res)
    // The stand-in Farcaster app (farcasterApp.ts), also a third party to the host and the relay.
    if (url.pathname.startsWith('/farcaster') && options.farcasterRelay) {
      return void farcasterApp(req, res, url, options.farcasterRelay).catch(() => res.destroy())
    }
    send(res, 404, 'application/json', JSON.stringify({ error: 'Not found' }))
  })

  function authorize(url: URL, res: ServerResponse) {
    const q = url.searchParams
    const provider = q.get('provider') ?? ''
    const redirectUri = q.get('redirect_uri') ?? ''
    if (!(SOCIAL_PROVIDERS as readonly string[]).includes(provider)) return send(res, 400, 'text/plain', 'Unknown provider')
    if (!/^https?:\/\//.test(redirectUri) || !q.get('state') || q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) {
      return send(res, 400, 'text/plain', 'redirect_uri, state and an S256 code_challenge are required')
    }
    const users = fixtureUsers(provider)
      .map((user) => {
        const next = new URLSearchParams(q)
        next.set('user', user.id)
        return `<li><a href="/consent?${escape(next.toString())}" data-testid="social-user-${escape(user.id)}">${escape(user.name)} (${escape(user.email)})</a></li>`
      })
      .join('')
    send(res, 200, 'text/html; charset=utf-8', `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in with ${escape(provider)}</title></head>
<body><main><h1>Sign in with ${escape(provider)}</h1><p>Choose an account to continue to the wallet.</p><ul>${users}</ul>
<p><a href="${escape(`${redirectUri}${redirectUri.includes('?') ? '&' : '?'}error=access_denied&state=${encodeURIComponent(q.get('state')!)}`)}" data-testid="social-deny">Cancel</a></p></main></body></html>`)
  }

  function consent(url: URL, res: ServerResponse) {
    const q = url.searchParams
    const provider = q.get('provider') ?? ''
    const user = fixtureUsers(provider).find((u) => u.id === q.get('user'))
    const redirectUri = q.get('redirect_uri') ?? ''
    if (!user || !redirectUri || !q.get('code_challenge')) return send(res, 400, 'text/plain', 'Bad consent')
    const code = randomBytes(18).toString('base64url')
    grants.set(code, { email: user.email, provider, redirectUri, challenge: q.get('code_challenge')! })
    const target = new URL(redirectUri)
    target.searchParams.set('code', code)
    target.searchParams.set('state', q.get('state') ?? '')
    res.writeHead(302, { Location: target.toString() })
    res.end()
  }

  async function token(req: IncomingMessage, res: ServerResponse) {
    let body: Record<string, unknown> = {}
    try {
      const chunks: Buffer[] = []
      for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk)
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>
    } catch {
      return send(res, 400, 'application/json', JSON.stringify({ error: 'invalid_request' }))
    }
    const grant = typeof body.code === 'string' ? grants.get(body.code) : undefined
    if (grant) grants.delete(body.code as string) // one use, right or wrong
    const ok = grant && body.redirect_uri === grant.redirectUri && typeof body.code_verifier === 'string' && s256(body.code_verifier) === grant.challenge
    if (!ok) return send(res, 400, 'application/json', JSON.stringify({ error: 'invalid_grant' }))
    send(res, 200, 'application/json', JSON.stringify({ email: grant.email, provider: grant.provider }))
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

function send(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' })
  res.end(body)
}
