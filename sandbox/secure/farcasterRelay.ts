// The sandbox's stand-in for Farcaster's relay (relay.farcaster.xyz), served by the secure site.
// The frame opens a channel and gets a `farcaster://connect` URL for the kit's QR code; the
// Farcaster app (sandbox: farcasterApp.ts) signs the sign-in message with the user's custody
// key and posts it here; the relay checks it (domain, URI, nonce, the fid's custody address,
// the signature) and only then lets the frame that opened the channel sign in.
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { verifyMessage, type Hex } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { FARCASTER_CHAIN_ID, custodyAddressOf, farcasterUser } from './farcasterUsers'
import { json, readJson, type Handler } from './http'

/** How long a sign-in request stays open. */
export const CHANNEL_TTL_MS = 10 * 60_000

export const RelayErrors = {
  unknown: 'This sign-in request is not known',
  closed: 'This sign-in request is no longer open',
  mismatch: 'The signed message is not for this sign-in request',
  custody: 'The message is not signed by the custody address of that Farcaster account',
  badSignature: 'The signature does not match the message',
} as const

type ChannelState = 'pending' | 'completed' | 'cancelled'

interface Channel {
  device: string
  nonce: string
  domain: string
  siweUri: string
  createdAt: number
  state: ChannelState
  user?: { fid: number; username: string; displayName: string }
}

export interface FarcasterRelayDeps {
  now: () => number
  deviceOf(req: IncomingMessage, res: ServerResponse): string
  /** Signs the frame's device in as the Farcaster user; sets the session cookie on `res`. */
  signIn(res: ServerResponse, user: { fid: number; username: string }): { userId: string }
}

const NONCE = /^[A-Za-z0-9]{8,64}$/

export function farcasterRelayRoutes(deps: FarcasterRelayDeps): Record<string, Handler> {
  const channels = new Map<string, Channel>()

  const bearer = (req: IncomingMessage) => /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1]
  const open = (token: string | undefined) => {
    const channel = token ? channels.get(token) : undefined
    if (channel && channel.state === 'pending' && deps.now() - channel.createdAt > CHANNEL_TTL_MS) channel.state = 'cancelled'
    return channel
  }

  return {
    // The frame opens a channel for its visitor.
    'POST /v1/farcaster/channel': async (req, res) => {
      const body = await readJson(req, res)
      if (!body) return
      const { nonce, domain, siweUri } = body
      if (typeof nonce !== 'string' || !NONCE.test(nonce) || typeof domain !== 'string' || !domain || typeof siweUri !== 'string' || !URL.canParse(siweUri)) {
        return json(res, 400, { error: 'nonce (8+ letters or digits), domain and siweUri are required' })
      }
      const channelToken = randomBytes(18).toString('base64url')
      channels.set(channelToken, { device: deps.deviceOf(req, res), nonce, domain, siweUri, createdAt: deps.now(), state: 'pending' })
      const url = `farcaster://connect?${new URLSearchParams({ channelToken, nonce, siweUri, domain })}`
      return json(res, 200, { channelToken, url })
    },
    // The frame asks until the app answered; only the device that opened the channel may.
    'GET /v1/farcaster/channel/status': (req, res) => {
      const token = bearer(req)
      const channel = open(token)
      if (!channel || channel.device !== deps.deviceOf(req, res)) return json(res, 404, { error: RelayErrors.unknown, reason: 'farcaster_unknown' })
      if (channel.state !== 'completed' || !channel.user) return json(res, 200, { state: channel.state })
      channels.delete(token!) // one sign-in per channel
      const { userId } = deps.signIn(res, channel.user)
      return json(res, 200, { state: 'completed', fid: channel.user.fid, username: channel.user.username, userId })
    },
    // The Farcaster app posts the signed sign-in message.
    'POST /v1/farcaster/channel/authenticate': async (req, res) => {
      const body = await readJson(req, res)
      if (!body) return
      const channel = open(typeof body.channelToken === 'string' ? body.channelToken : undefined)
      if (!channel) return json(res, 404, { error: RelayErrors.unknown, reason: 'farcaster_unknown' })
      if (channel.state !== 'pending') return json(res, 409, { error: RelayErrors.closed, reason: 'farcaster_closed' })
      const fid = Number(body.fid)
      const { message, signature } = body
      if (typeof message !== 'string' || typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature)) return json(res, 400, { error: 'message and signature are required' })
      const siwe = parseSiweMessage(message)
      const forThisChannel =
        siwe.domain === channel.domain &&
        siwe.uri === channel.siweUri &&
        siwe.nonce === channel.nonce &&
        siwe.chainId === FARCASTER_CHAIN_ID &&
        (siwe.resources ?? []).includes(`farcaster://fid/${fid}`) &&
        (!siwe.expirationTime || siwe.expirationTime.getTime() > deps.now())
      if (!forThisChannel) return json(res, 400, { error: RelayErrors.mismatch })
      const custody = custodyAddressOf(fid)
      if (!custody || !siwe.address || siwe.address.toLowerCase() !== custody.toLowerCase()) return json(res, 400, { error: RelayErrors.custody })
      if (!(await verifyMessage({ address: custody, message, signature: signature as Hex }))) return json(res, 400, { error: RelayErrors.badSignature })
      const user = farcasterUser(fid)!
      channel.state = 'completed'
      channel.user = { fid, username: user.username, displayName: user.displayName }
      return json(res, 200, { ok: true })
    },
    // The app declined, or the kit left the Farcaster view (AUTH-10): the channel closes.
    'POST /v1/farcaster/channel/cancel': async (req, res) => {
      const body = await readJson(req, res)
      if (!body) return
      const channel = open(typeof body.channelToken === 'string' ? body.channelToken : bearer(req))
      if (!channel) return json(res, 404, { error: RelayErrors.unknown, reason: 'farcaster_unknown' })
      if (channel.state === 'pending') channel.state = 'cancelled'
      return json(res, 200, { state: channel.state })
    },
  }
}
