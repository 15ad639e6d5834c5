// The sandbox's stand-in for the Farcaster app on a person's phone: it opens a
// `farcaster://connect` sign-in request (the kit's QR code or copied link), lets the person pick
// one of the sandbox's Farcaster accounts, signs the sign-in message with that account's custody
// key and posts it to the relay (the secure site), or declines. Served by the social provider's
// origin, so the signer is neither the relay nor the host page.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createSiweMessage } from 'viem/siwe'
import { FARCASTER_CHAIN_ID, FARCASTER_USERS, custodyAccount, farcasterUser } from './farcasterUsers'

export interface SignInRequest {
  channelToken: string
  nonce: string
  siweUri: string
  domain: string
}

/** The request a `farcaster://connect?…` URL carries, or undefined for anything else. */
export function parseConnectUrl(value: string): SignInRequest | undefined {
  if (!value.startsWith('farcaster://connect?')) return undefined
  const q = new URLSearchParams(value.slice('farcaster://connect?'.length))
  const [channelToken, nonce, siweUri, domain] = ['channelToken', 'nonce', 'siweUri', 'domain'].map((k) => q.get(k) ?? '')
  return channelToken && nonce && siweUri && domain ? { channelToken, nonce, siweUri, domain } : undefined
}

/** Signs in as the fid: the message Farcaster's apps sign, by the custody key. */
export async function signSignIn(request: SignInRequest, fid: number, now = new Date()) {
  const account = custodyAccount(fid)
  const message = createSiweMessage({
    domain: request.domain,
    address: account.address,
    uri: request.siweUri,
    version: '1',
    chainId: FARCASTER_CHAIN_ID,
    nonce: request.nonce,
    issuedAt: now,
    statement: 'Farcaster Auth',
    resources: [`farcaster://fid/${fid}`],
  })
  return { message, signature: await account.signMessage({ message }) }
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(res: ServerResponse, status: number, title: string, body: string) {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escape(title)}</title><style>body{font:15px system-ui;margin:2rem auto;max-width:26rem;padding:0 1rem}button{font:inherit;padding:.5rem 1rem;margin:.25rem 0;width:100%}</style>
</head><body><main><h1>${escape(title)}</h1>${body}<p><small>Sandbox stand-in for the Farcaster app.</small></p></main></body></html>`)
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > 16_384) break
    chunks.push(chunk)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

/** Routes under `/farcaster` of the provider's origin; `relay()` is the secure site's URL. */
export async function farcasterApp(req: IncomingMessage, res: ServerResponse, url: URL, relay: () => string): Promise<void> {
  if (req.method === 'GET' && url.pathname === '/farcaster') {
    const uri = url.searchParams.get('uri') ?? ''
    const request = parseConnectUrl(uri)
    if (!request) {
      return page(res, uri ? 400 : 200, 'Farcaster', `${uri ? '<p role="alert">That is not a Farcaster sign-in link.</p>' : ''}
<form method="get" action="/farcaster"><label for="uri">Paste the sign-in link the app shows</label><br><input id="uri" name="uri" style="width:100%" required><button type="submit">Open</button></form>`)
    }
    const hidden = `<input type="hidden" name="uri" value="${escape(uri)}">`
    const users = FARCASTER_USERS.map(
      (u) => `<form method="post" action="/farcaster/approve">${hidden}<input type="hidden" name="fid" value="${u.fid}"><button type="submit" data-testid="farcaster-user-${escape(u.username)}">Sign in as @${escape(u.username)} (${escape(u.displayName)})</button></form>`,
    ).join('')
    return page(res, 200, `Sign in to ${request.domain}`, `<p>${escape(request.siweUri)} asks you to sign in with Farcaster.</p>${users}
<form method="post" action="/farcaster/decline">${hidden}<button type="submit" data-testid="farcaster-decline">Decline</button></form>`)
  }
  if (req.method === 'POST' && (url.pathname === '/farcaster/approve' || url.pathname === '/farcaster/decline')) {
    const form = await readForm(req)
    const request = parseConnectUrl(form.get('uri') ?? '')
    if (!request) return page(res, 400, 'Farcaster', '<p role="alert">That is not a Farcaster sign-in link.</p>')
    const approve = url.pathname === '/farcaster/approve'
    const fid = Number(form.get('fid'))
    if (approve && !farcasterUser(fid)) return page(res, 400, 'Farcaster', '<p role="alert">Pick one of the accounts.</p>')
    const body = approve ? { channelToken: request.channelToken, fid, ...(await signSignIn(request, fid)) } : { channelToken: request.channelToken }
    const answer = await fetch(`${relay()}/v1/farcaster/channel/${approve ? 'authenticate' : 'cancel'}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    const result = (await answer.json().catch(() => ({}))) as { error?: string }
    if (!answer.ok) return page(res, 400, 'Not signed in', `<p role="alert" data-testid="farcaster-result">${escape(result.error ?? `HTTP status code: ${answer.status}`)}</p>`)
    return page(res, 200, approve ? 'Signed in' : 'Declined', `<p data-testid="farcaster-result">${approve ? `You are signed in to ${escape(request.domain)}. Go back to the app.` : 'The sign-in request was declined.'}</p>`)
  }
  page(res, 404, 'Not found', '')
}
