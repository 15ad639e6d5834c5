// The embedded wallet's secure site on its own loopback origin: the frame the kit embeds (keys
// and signing live there), email login by code with device approval, and the sandbox mailbox.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { buildFrameScript } from './buildFrameScript'
import { createEmailCodes } from './emailCodes'
import { approvePopupHtml, exportHtml, FRAME_CSS, frameCsp, frameHtml } from './frameHtml'
import { isExactlyListed } from './exactOrigins'
import { NO_NETWORKS, rpcOrigins, secureNetworksFrom, type SecureNetworks } from './secureNetworks'
import type { CaipNetwork } from '../../kernel'
import { createMailbox, renderInbox, type Mailbox } from './mailbox'
import { createSecureSessions } from './secureSessions'
import { escapeHtml, isOrigin, json, normalEmail, parseEmail, readCookie, readJson, text, type Handler } from './http'
import { relaySmartAccountRequest, type SmartAccountSupport } from './smartAccountRelay'
import { startSocialProvider } from './startSocialProvider'
import { emailUpdateRoutes } from './emailUpdateRoutes'
import { farcasterRelayRoutes } from './farcasterRelay'
import { createUserIds } from './userIds'

export interface SecureSiteOptions {
  host?: '127.0.0.1'
  port?: number
  /**
   * The project's allowlist (the provider's); only its exact entries may frame the site.
   * Absent: any origin may (the site's own tests).
   */
  projectOrigins?: (projectId: string) => readonly string[] | Promise<readonly string[]>
  /** The networks the frame knows: what approvals show and where transactions go. Absent: none. */
  networks?: SecureNetworks
  /** The clock codes expire by (tests move it). */
  now?: () => number
  /**
   * Sandbox only: gives an address devnet coins, so a person trying the demo can send from a
   * fresh embedded account (`POST /__sandbox/faucet { address }`). Absent: the route is 404.
   */
  faucet?: (address: `0x${string}`) => Promise<void>
  /** The devnets' smart-account factory and the relayer; absent: the wallet is an EOA only. */
  smartAccounts?: SmartAccountSupport
}

export interface SecureSite {
  url: string
  /** The OAuth-like social login provider (a third origin). */
  socialProviderUrl: string
  /** `GET <mailboxUrl>/<email>` answers `{ messages }`, newest first; `<mailboxUrl>/` is an inbox page. */
  mailboxUrl: string
  /** The stand-in Farcaster app: `<farcasterAppUrl>?uri=<farcaster://connect URL>` approves or declines. */
  farcasterAppUrl: string
  mailbox: Mailbox
  /** Adds networks to the site's own table (a test's extra devnet); frames loaded later know them. */
  addNetworks(list: readonly CaipNetwork[]): void
  close(): Promise<void>
}

const DEVICE_COOKIE = 'airlock_device'
const SESSION_COOKIE = 'airlock_session'

export async function startSecureSite(options: SecureSiteOptions = {}): Promise<SecureSite> {
  const now = options.now ?? Date.now
  const codes = createEmailCodes(now)
  const mailbox = createMailbox(now)
  const sessions = createSecureSessions()
  const projectOrigins = options.projectOrigins
  const isOriginAllowed = async (origin: string, projectId: string) => !projectOrigins || isExactlyListed(origin, await projectOrigins(projectId))
  const networks: SecureNetworks = { eip155: [...(options.networks?.eip155 ?? [])], solana: [...(options.networks?.solana ?? [])] }
  const userIds = createUserIds()
  let base = ''
  const social = await startSocialProvider({ host: options.host, farcasterRelay: () => base })

  const signedIn = (req: IncomingMessage) => {
    const id = readCookie(req, SESSION_COOKIE)
    const session = sessions.session(id)
    return id && session ? { id, session } : undefined
  }
  /** Signs in and sets the session cookie; the keys belong to `userId` when it is not the email. */
  const signIn = (res: ServerResponse, email: string, profile: { provider?: string; username?: string; userId?: string } = {}) => {
    const userId = profile.userId ?? userIds.idOf(email)
    res.appendHeader('Set-Cookie', `${SESSION_COOKIE}=${sessions.signIn(email, { ...profile, ...(userId === email ? {} : { userId }) })}; Path=/; HttpOnly; SameSite=Strict`)
    return { userId }
  }

  const sendCode = (email: string) => {
    const issued = codes.issue(email)
    if (!issued.ok) return issued
    mailbox.send({ to: email, subject: 'Your login code', text: `Your login code is ${issued.code}. It is valid for 20 minutes.`, code: issued.code })
    return issued
  }

  /** The device cookie, set on first sight: the device is "unknown" until an email approves it. */
  const deviceOf = (req: IncomingMessage, res: ServerResponse): string => {
    const existing = readCookie(req, DEVICE_COOKIE)
    if (existing) return existing
    const device = sessions.newDevice()
    res.appendHeader('Set-Cookie', `${DEVICE_COOKIE}=${device}; Path=/; HttpOnly; SameSite=Strict; Max-Age=31536000`)
    return device
  }

  const routes: Record<string, Handler> = {
    ...emailUpdateRoutes({ codes: createEmailCodes(now), mailbox, sessions, userIds, signedIn, deviceOf }),
    ...farcasterRelayRoutes({
      now,
      deviceOf,
      signIn: (res, user) => signIn(res, `farcaster:${user.fid}`, { provider: 'farcaster', username: user.username, userId: `farcaster:${user.fid}` }),
    }),
    'GET /frame': async (_req, res, url) => {
      const hostOrigin = url.searchParams.get('origin') ?? ''
      if (!isOrigin(hostOrigin)) return text(res, 400, 'origin must be the host page origin')
      const allowed = await isOriginAllowed(hostOrigin, url.searchParams.get('projectId') ?? '')
      // A refused origin may frame only the refusal: a page that says ORIGIN_NOT_ALLOWED and
      // opens no channel (AUTH-13). An allowed one is framed by itself alone, never another origin.
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': frameCsp(hostOrigin, allowed ? rpcOrigins(networks) : []), 'Cache-Control': 'no-store' })
      res.end(frameHtml({ hostOrigin, allowed, socialProvider: social.url, smartAccountFactory: options.smartAccounts?.factory, networks: allowed ? networks : NO_NETWORKS }))
    },
    'GET /frame.js': async (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' })
      res.end(await buildFrameScript())
    },
    'GET /approve': (_req, res) => {
      // The approval popup, top-level on this origin: never framed, so never covered by a host.
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "frame-ancestors 'none'; default-src 'self'", 'Cache-Control': 'no-store' })
      res.end(approvePopupHtml())
    },
    'GET /approve.js': async (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' })
      res.end(await buildFrameScript('approvePopup'))
    },
    'GET /export': (_req, res) => {
      // A top-level page of the secure origin only: never framed, scripts from here only.
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "frame-ancestors 'none'; default-src 'self'", 'Cache-Control': 'no-store' })
      res.end(exportHtml())
    },
    'GET /export.js': async (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' })
      res.end(await buildFrameScript('exportPage'))
    },
    'GET /social/callback': (_req, res, url) => {
      // The provider's redirect lands here in the popup; the script hands code and state to
      // the host page that opened it (exact origin), which passes them to the frame. Without
      // the PKCE verifier the frame keeps, the code is worth nothing to the host.
      const origin = url.searchParams.get('origin') ?? ''
      if (!isOrigin(origin)) return text(res, 400, 'origin must be the host page origin')
      // Redirect mode (the popup was blocked): back to the host page, which must be of that origin.
      const back = url.searchParams.get('return')
      if (back !== null && !isReturnTo(back, origin)) return text(res, 400, 'return must be a page of the host origin')
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "frame-ancestors 'none'; default-src 'self'", 'Cache-Control': 'no-store' })
      res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing in</title><script src="/social-callback.js"></script></head><body><main><h1>Signing in…</h1><p>You can close this window.</p></main></body></html>`)
    },
    'GET /social-callback.js': (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' })
      res.end(SOCIAL_CALLBACK_JS)
    },
    'POST /v1/social/token': async (req, res) => {
      const body = await readJson(req, res)
      if (!body) return
      const answer = await fetch(`${social.url}/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ code: body.code, code_verifier: body.verifier, redirect_uri: body.redirectUri }),
      })
      const grant = (await answer.json().catch(() => ({}))) as { email?: string }
      if (!answer.ok || !grant.email) return json(res, 400, { error: 'The login provider refused the code', reason: 'social_refused' })
      const grantedBy = (grant as { provider?: string }).provider
      const { userId } = signIn(res, grant.email, grantedBy ? { provider: grantedBy } : {})
      return json(res, 200, userId === grant.email ? { email: grant.email } : { email: grant.email, userId })
    },
    'GET /frame.css': (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8' })
      res.end(FRAME_CSS)
    },
    'POST /v1/email/start': async (req, res) => {
      const email = await readEmail(req, res)
      if (!email) return
      const device = deviceOf(req, res)
      if (!sessions.isApproved(email, device)) {
        const link = `${base}/device/approve?token=${sessions.requestApproval(email, device)}`
        mailbox.send({ to: email, subject: 'Approve your login', text: `Someone is logging in to your wallet from a new device. If it was you, approve it: ${link}`, link })
        return json(res, 200, { action: 'VERIFY_DEVICE' })
      }
      const sent = sendCode(email)
      // A code sent in the last 30 s is still good: the visitor is sent to enter it.
      return json(res, 200, { action: 'VERIFY_OTP', ...(sent.ok ? {} : { retryAfterMs: sent.retryAfterMs }) })
    },
    'POST /v1/email/device-status': async (req, res) => {
      const email = await readEmail(req, res)
      if (!email) return
      const approved = sessions.isApproved(email, deviceOf(req, res))
      if (approved && codes.cooldownMs(email) === 0) sendCode(email)
      return json(res, 200, { approved })
    },
    'POST /v1/email/resend': async (req, res) => {
      const email = await readEmail(req, res)
      if (!email) return
      if (!sessions.isApproved(email, deviceOf(req, res))) return json(res, 403, { error: 'Approve this device first', reason: 'device_not_approved' })
      const sent = sendCode(email)
      return sent.ok ? json(res, 200, { ok: true }) : json(res, 429, { error: sent.error, reason: sent.reason, retryAfterMs: sent.retryAfterMs })
    },
    'POST /v1/email/verify': async (req, res) => {
      const body = await readJson(req, res)
      if (!body) return
      const email = normalEmail(body.email)
      if (!email || typeof body.code !== 'string') return json(res, 400, { error: 'Invalid email or code', reason: 'email_code_invalid' })
      if (!sessions.isApproved(email, deviceOf(req, res))) return json(res, 403, { error: 'Approve this device first', reason: 'device_not_approved' })
      const result = codes.verify(email, body.code)
      if (!result.ok) return json(res, 400, { error: result.error, reason: result.reason })
      const { userId } = signIn(res, email)
      return json(res, 200, userId === email ? { email } : { email, userId })
    },
    'GET /v1/session': (req, res) => {
      // userId, username and provider only where they say more than the email does.
      const session = sessions.session(readCookie(req, SESSION_COOKIE))
      return session ? json(res, 200, session) : json(res, 401, { error: 'Not signed in', reason: 'not_signed_in' })
    },
    'POST /v1/smart-account/relay': async (req, res) => {
      // Gas is paid for signed-in visitors only; the contract checks the owner's signature.
      if (!sessions.session(readCookie(req, SESSION_COOKIE))) return json(res, 401, { error: 'Not signed in', reason: 'not_signed_in' })
      const body = await readJson(req, res)
      if (!body) return
      const answer = await relaySmartAccountRequest(options.smartAccounts, body)
      return json(res, answer.status, answer.body)
    },
    'POST /v1/signout': (req, res) => {
      sessions.signOut(readCookie(req, SESSION_COOKIE))
      res.appendHeader('Set-Cookie', `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`)
      return json(res, 200, { ok: true })
    },
    // Sandbox only: where a person trying the demo finds the stand-in Farcaster app.
    'GET /__sandbox/farcaster-app': (_req, res) => {
      res.writeHead(302, { Location: `${social.url}/farcaster` })
      res.end()
    },
    'OPTIONS /__sandbox/faucet': (_req, res) => {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type' })
      res.end()
    },
    'POST /__sandbox/faucet': async (req, res) => {
      res.setHeader('Access-Control-Allow-Origin', '*')
      if (!options.faucet) return json(res, 404, { error: 'Not found' })
      const body = await readJson(req, res)
      if (!body) return
      const address = typeof body.address === 'string' && /^0x[0-9a-fA-F]{40}$/.test(body.address) ? (body.address as `0x${string}`) : undefined
      if (!address) return json(res, 400, { error: 'Invalid address' })
      await options.faucet(address)
      return json(res, 200, { ok: true })
    },
    'OPTIONS /__sandbox/relay': (_req, res) => {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type' })
      res.end()
    },
    // Sandbox only: the demo dapp's smart-session spends need a gas payer too (a bundler's job);
    // the relayer still pays only for smart-account calls, and the contract checks the signatures.
    'POST /__sandbox/relay': async (req, res) => {
      res.setHeader('Access-Control-Allow-Origin', '*')
      const body = await readJson(req, res)
      if (!body) return
      const answer = await relaySmartAccountRequest(options.smartAccounts, body)
      return json(res, answer.status, answer.body)
    },
    'GET /device/approve': (_req, res, url) => {
      const email = sessions.approve(url.searchParams.get('token') ?? '')
      const body = email ? `This device is approved for ${email}. Go back to the app to enter your code.` : 'This link is not valid or was used already.'
      res.writeHead(email ? 200 : 400, { 'Content-Type': 'text/html; charset=utf-8' })
      res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Device approval</title></head><body><main><h1>${email ? 'Device approved' : 'Link not valid'}</h1><p>${escapeHtml(body)}</p></main></body></html>`)
    },
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const handler = routes[`${req.method} ${url.pathname}`] ?? mailboxRoute(req, url)
    if (!handler) return json(res, 404, { error: 'Not found' })
    Promise.resolve(handler(req, res, url)).catch((error: unknown) => {
      if (!res.headersSent) json(res, 500, { error: error instanceof Error ? error.message : String(error) })
      else res.destroy()
    })
  })

  /** GET /mailbox/ (inbox page) and GET /mailbox/<email> (JSON), readable by tests from any origin. */
  const mailboxRoute = (req: IncomingMessage, url: URL): Handler | undefined => {
    if (req.method !== 'GET' || !url.pathname.startsWith('/mailbox/')) return undefined
    const address = decodeURIComponent(url.pathname.slice('/mailbox/'.length))
    return (_req, res) => {
      if (!address) {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        return void res.end(renderInbox(mailbox.all()))
      }
      res.setHeader('Access-Control-Allow-Origin', '*')
      json(res, 200, { messages: mailbox.to(address) })
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  }).catch(async (error: unknown) => {
    await social.close()
    throw error
  })
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: base,
    mailboxUrl: `${base}/mailbox`,
    farcasterAppUrl: `${social.url}/farcaster`,
    mailbox,
    socialProviderUrl: social.url,
    addNetworks(list) {
      const more = secureNetworksFrom(list)
      networks.eip155.push(...more.eip155.filter((n) => !networks.eip155.some((known) => known.id === n.id)))
      networks.solana.push(...more.solana.filter((n) => !networks.solana.some((known) => known.caipNetworkId === n.caipNetworkId)))
    },
    close: async () => {
      await Promise.all([
        social.close(),
        new Promise<void>((resolve, reject) => {
          server.closeAllConnections()
          server.close((error) => (error ? reject(error) : resolve()))
        }),
      ])
    },
  }

  async function readEmail(req: IncomingMessage, res: ServerResponse): Promise<string | undefined> {
    const body = await readJson(req, res)
    if (!body) return undefined
    const parsed = parseEmail(body.email)
    if (!parsed.ok) json(res, 400, { error: parsed.error, reason: parsed.reason })
    return parsed.ok ? parsed.email : undefined
  }
}

/**
 * The popup's callback script: code and state (or the error) to the opener, at its exact origin.
 * In redirect mode (no popup) it goes back to the host page with them in the fragment, which
 * never reaches a server; the code is useless without the verifier the frame kept.
 */
const SOCIAL_CALLBACK_JS = `(() => {
  const q = new URLSearchParams(location.search)
  const origin = q.get('origin')
  const back = q.get('return')
  if (back && origin && new URL(back).origin === origin) {
    const result = new URLSearchParams({ airlock_social_state: q.get('state') || '' })
    if (q.get('code')) result.set('airlock_social_code', q.get('code'))
    if (q.get('error')) result.set('airlock_social_error', q.get('error'))
    location.replace(back.split('#')[0] + '#' + result)
    return
  }
  if (window.opener && origin) {
    window.opener.postMessage({ type: 'airlock:social-result', code: q.get('code'), state: q.get('state'), error: q.get('error') }, origin)
  }
})()`


const isReturnTo = (value: string, origin: string) => URL.canParse(value) && new URL(value).origin === origin
