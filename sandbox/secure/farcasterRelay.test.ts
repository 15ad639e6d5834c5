// The Farcaster relay stand-in over real HTTP: the frame's channel, the stand-in app's signed
// message checked by the relay, decline, and messages that must be refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { custodyAccount } from './farcasterUsers'
import { parseConnectUrl, signSignIn } from './farcasterApp'
import { CHANNEL_TTL_MS, RelayErrors } from './farcasterRelay'
import { startSecureSite, type SecureSite } from './startSecureSite'
import { deviceClient } from './testing'

let site: SecureSite
let clock = 5_000_000

beforeAll(async () => {
  site = await startSecureSite({ now: () => clock })
})
afterAll(() => site?.close())

const channel = { nonce: 'abcdEFGH1234', domain: '127.0.0.1:5173', siweUri: 'http://127.0.0.1:5173' }

async function open() {
  const call = deviceClient(site)
  const { body } = await call('/v1/farcaster/channel', channel)
  const request = parseConnectUrl(body.url as string)!
  const status = () => call('/v1/farcaster/channel/status', undefined, { authorization: `Bearer ${body.channelToken as string}` })
  return { call, request, status, token: body.channelToken as string }
}

const relay = (path: string, body: unknown) =>
  fetch(`${site.url}/v1/farcaster/channel/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }))

/** The stand-in app's page, as a person's form post would reach it. */
const app = (action: 'approve' | 'decline', uri: string, fid?: number) =>
  fetch(`${site.farcasterAppUrl}/${action}`, { method: 'POST', body: new URLSearchParams({ uri, ...(fid ? { fid: String(fid) } : {}) }) }).then(async (r) => ({ status: r.status, html: await r.text() }))

describe('Farcaster relay (sandbox stand-in)', () => {
  it('a channel gives a farcaster://connect URL; the app signs with the custody key; the opening device signs in as the fid', async () => {
    const { call, request, status, token } = await open()
    expect(request).toEqual({ channelToken: token, ...channel })
    expect((await status()).body).toEqual({ state: 'pending' })
    const page = await fetch(`${site.farcasterAppUrl}?uri=${encodeURIComponent(`farcaster://connect?${new URLSearchParams({ ...request })}`)}`).then((r) => r.text())
    expect(page).toContain('data-testid="farcaster-user-ada"')

    const approved = await app('approve', `farcaster://connect?${new URLSearchParams({ ...request })}`, 1001)
    expect(approved.html).toContain('You are signed in to 127.0.0.1:5173')
    // Another device holding the token learns nothing and cannot take the sign-in.
    expect((await deviceClient(site)('/v1/farcaster/channel/status', undefined, { authorization: `Bearer ${token}` })).status).toBe(404)
    expect((await status()).body).toEqual({ state: 'completed', fid: 1001, username: 'ada', userId: 'farcaster:1001' })
    expect((await call('/v1/session')).body).toEqual({ email: 'farcaster:1001', provider: 'farcaster', username: 'ada', userId: 'farcaster:1001' })
    expect((await status()).status).toBe(404) // one sign-in per channel
  })

  it('declining closes the channel; a later approval is refused', async () => {
    const { request, status } = await open()
    const uri = `farcaster://connect?${new URLSearchParams({ ...request })}`
    expect((await app('decline', uri)).html).toContain('The sign-in request was declined.')
    expect((await status()).body).toEqual({ state: 'cancelled' })
    const late = await app('approve', uri, 1001)
    expect(late.status).toBe(400)
    expect(late.html).toContain(RelayErrors.closed)
  })

  it('refuses a message for another nonce, one not signed by the fid\'s custody key, and a forged signature', async () => {
    const { request, status } = await open()
    const otherNonce = await signSignIn({ ...request, nonce: 'zzzzzzzz9999' }, 1001)
    expect((await relay('authenticate', { channelToken: request.channelToken, fid: 1001, ...otherNonce })).body).toEqual({ error: RelayErrors.mismatch })
    // Alan's custody key signing for Ada's fid.
    const alans = await signSignIn(request, 1002)
    expect((await relay('authenticate', { channelToken: request.channelToken, fid: 1001, ...alans, message: alans.message.replace('farcaster://fid/1002', 'farcaster://fid/1001') })).body).toEqual({ error: RelayErrors.custody })
    const adas = await signSignIn(request, 1001)
    const forged = await custodyAccount(1002).signMessage({ message: adas.message })
    expect((await relay('authenticate', { channelToken: request.channelToken, fid: 1001, message: adas.message, signature: forged })).body).toEqual({ error: RelayErrors.badSignature })
    expect((await status()).body).toEqual({ state: 'pending' })
    expect((await relay('authenticate', { channelToken: 'nope', fid: 1001, ...adas })).status).toBe(404)
  })

  it('a channel left open for 10 minutes closes; bad channel requests are refused', async () => {
    const { status, request } = await open()
    clock += CHANNEL_TTL_MS + 1
    expect((await status()).body).toEqual({ state: 'cancelled' })
    expect((await relay('authenticate', { channelToken: request.channelToken, fid: 1001, ...(await signSignIn(request, 1001)) })).status).toBe(409)
    expect((await deviceClient(site)('/v1/farcaster/channel', { ...channel, nonce: 'short' })).status).toBe(400)
    expect((await fetch(`${site.farcasterAppUrl}?uri=https%3A%2F%2Fevil.example`)).status).toBe(400)
  })
})

describe('the demo\'s way to the stand-in app', () => {
  it('GET /__sandbox/farcaster-app sends a person to the app page, which takes a pasted link', async () => {
    const response = await fetch(`${site.url}/__sandbox/farcaster-app`, { redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(site.farcasterAppUrl)
    expect(await (await fetch(site.farcasterAppUrl)).text()).toContain('Paste the sign-in link the app shows')
  })
})
