// The secure frame: answers the host over a MessagePort it hands only to the host origin the
// page was served for, keeps the keys (keyVault), and asks the visitor itself before signing.
import { privateKeyToAccount } from 'viem/accounts'
import {
  FRAME_ERROR,
  FRAME_READY,
  USER_REJECTED,
  type FrameMethods,
  type FrameRequestMessage,
  type FrameResponseMessage,
  type FrameSession,
} from '../../../plugins/auth/frameProtocol'
import { showApproval, type ApprovalView } from './approvalUi'
import { describeEvmRequest, tokensOf } from './describeEvmRequest'
import { loadFrameLocale, type FrameLocale } from './frameLocale'
import { evmNetworkOf, readNetworkTable, solanaNetworkOf } from './frameNetworks'
import { approveInPopup } from './popupApproval'
import { readTokens } from './readTokens'
import { canTrackVisibility, intersectionV2 } from './visibilityGate'
import { withUserKey } from './keyVault'
import { createLoginFlowHandlers, type SignedIn } from './loginFlowHandlers'
import { signRequest } from './signRequest'
import { createSolanaHandlers } from './solanaHandlers'
import { SMART_ACCOUNT_METHODS, smartAccountRequest } from './smartAccountRequest'
import { smartAccountAddress } from '../../evm/smartAccountCalls'
import { isSecureErrorReason, type SecureErrorReason } from '../../../plugins/auth/secureErrorReasons'

class FrameError extends Error {
  constructor(
    message: string,
    readonly code?: number,
    /** The secure site's stable reason (secureErrorReasons.ts), which the kit words in its locale. */
    readonly reason?: SecureErrorReason,
    /** For a resend too soon: how long to wait. */
    readonly seconds?: number,
  ) {
    super(message)
  }
}

const hostOrigin = document.body.dataset.hostOrigin ?? ''
const socialProvider = document.body.dataset.socialProvider ?? ''
/** The devnets' SmartAccountFactory; absent: the wallet offers its EOA only. */
const smartAccountFactory = document.body.dataset.smartAccountFactory as `0x${string}` | undefined
let socialPending: { state: string; verifier: string; redirectUri: string } | undefined

const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const randomToken = () => base64url(crypto.getRandomValues(new Uint8Array(32)))
const refused = document.body.dataset.error
/** The secure site's own network table, served in the page: never the caller's description of a chain. */
const networks = readNetworkTable(document.body.dataset.networks)
const approvalRoot = document.getElementById('approval')!
let pending: AbortController | undefined

async function api<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, body === undefined ? { method: 'GET' } : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  const data = (await response.json().catch(() => ({}))) as T & { error?: string; reason?: unknown; retryAfterMs?: unknown }
  if (!response.ok) {
    // Only a reason the kit knows goes on, and a wait only as a number of seconds.
    const wait = typeof data.retryAfterMs === 'number' && Number.isFinite(data.retryAfterMs) ? Math.ceil(data.retryAfterMs / 1000) : undefined
    throw new FrameError(data.error ?? `HTTP status code: ${response.status}`, undefined, isSecureErrorReason(data.reason) ? data.reason : undefined, wait)
  }
  return data
}

// The keys belong to the user id (it stays when the email changes), else to the email.
const sessionOf = ({ email, userId, username, provider }: SignedIn): Promise<FrameSession> =>
  withUserKey(userId ?? email, (key) => {
    const { address } = privateKeyToAccount(key)
    return {
      email,
      address,
      ...(userId ? { userId } : {}),
      ...(username ? { username } : {}),
      ...(provider ? { provider } : {}),
      ...(smartAccountFactory ? { smartAccountAddress: smartAccountAddress(smartAccountFactory, address) } : {}),
    }
  })

/** The secure site's relayer submits a signed smart-account call and pays its gas. */
const relay = async (chainId: number, call: { to: `0x${string}`; data: `0x${string}` }) =>
  (await api<{ hash: `0x${string}` }>('/v1/smart-account/relay', { chainId, ...call })).hash

/** Whose keys sign: the signed-in user's id (it outlives an email change), else their email. */
async function currentKeyOwner(): Promise<string> {
  const session = await api<SignedIn>('/v1/session').catch(() => undefined)
  if (!session) throw new FrameError('Not signed in', 4100)
  return session.userId ?? session.email
}

/** A login failure's reason (and wait), which the kit words from its own catalogue. */
const wordsOf = (error: unknown) =>
  error instanceof FrameError && error.reason ? { reason: error.reason, ...(error.seconds !== undefined ? { seconds: error.seconds } : {}) } : {}

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'number' ? code : undefined
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const UNSAFE_SIGNING = new Set(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'])

/**
 * One approval at a time: a newer request (or cancelPending) aborts the one still shown. It names
 * the host origin this page was served to and handed its port to (the verified requester); the
 * app's name is only its claim. Where the browser cannot tell whether the frame is seen, the
 * approval moves to a popup of this origin.
 */
async function ask(view: ApprovalView, theme: 'light' | 'dark', appName: string, words: FrameLocale): Promise<boolean> {
  document.body.dataset.theme = theme
  document.documentElement.lang = words.locale
  pending?.abort()
  const controller = (pending = new AbortController())
  const requester = { origin: hostOrigin, appName: typeof appName === 'string' ? appName.slice(0, 80) : undefined }
  const approved = canTrackVisibility()
    ? await showApproval(approvalRoot, view, requester, controller.signal, intersectionV2, words)
    : await approveInPopup(approvalRoot, view, requester, controller.signal, words)
  if (pending === controller) pending = undefined
  return approved
}

type Handlers = { [M in keyof FrameMethods]: (params: FrameMethods[M][0]) => Promise<FrameMethods[M][1]> }

const handlers: Handlers = {
  ...createSolanaHandlers({
    currentEmail: currentKeyOwner,
    ask,
    fail: (message, code) => new FrameError(message, code),
    network: (id) => solanaNetworkOf(networks, id),
  }),
  ...createLoginFlowHandlers({ api, sessionOf, fail: (message, code, reason) => new FrameError(message, code, reason), hostOrigin, socialProvider, base64url, randomToken }),
  async getSession() {
    const session = await api<SignedIn>('/v1/session').catch(() => undefined)
    return session ? sessionOf(session) : null
  },
  emailStart: ({ email }) => api('/v1/email/start', { email }),
  async awaitDevice({ email }) {
    // The approval link is opened elsewhere (the mail); the site is asked until it was.
    for (;;) {
      const { approved } = await api<{ approved: boolean }>('/v1/email/device-status', { email })
      if (approved) return { approved: true }
      await delay(1000)
    }
  },
  async emailVerify({ email, code }) {
    return sessionOf(await api<SignedIn>('/v1/email/verify', { email, code }))
  },
  emailResend: ({ email }) => api('/v1/email/resend', { email }),
  signOut: () => api('/v1/signout', {}),
  async socialStart({ provider }) {
    const state = randomToken()
    const verifier = randomToken()
    const challenge = base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))))
    const redirectUri = `${location.origin}/social/callback?origin=${encodeURIComponent(hostOrigin)}`
    socialPending = { state, verifier, redirectUri }
    const query = new URLSearchParams({ provider, redirect_uri: redirectUri, state, code_challenge: challenge, code_challenge_method: 'S256', response_type: 'code' })
    return { url: `${socialProvider}/authorize?${query}` }
  },
  async socialFinish({ code, state, error }) {
    const pending = socialPending
    // The state must be the one this frame made: a result from another login attempt is refused.
    if (!pending || state !== pending.state) throw new FrameError('State mismatch: this login was not started here', undefined, 'social_state_mismatch')
    socialPending = undefined
    if (error || !code) throw error === 'access_denied'
        ? new FrameError('Login was cancelled', USER_REJECTED)
        : new FrameError('The login provider did not sign you in', USER_REJECTED, 'social_refused')
    return sessionOf(await api<SignedIn>('/v1/social/token', { code, verifier: pending.verifier, redirectUri: pending.redirectUri }))
  },
  async rpc({ method, params, chainId, appName, theme, accountType, locale }) {
    const factory = accountType === 'smartAccount' ? smartAccountFactory : undefined
    if (!(factory ? SMART_ACCOUNT_METHODS : UNSAFE_SIGNING).has(method)) throw new FrameError('Requested RPC call is not allowed', 4200)
    const network = evmNetworkOf(networks, chainId)
    const owner = await currentKeyOwner()
    const from = factory ? await withUserKey(owner, (key) => smartAccountAddress(factory, privateKeyToAccount(key).address)) : undefined
    const tokens = await readTokens(network, tokensOf({ method, params }))
    const words = await loadFrameLocale(locale)
    const view = describeEvmRequest({ method, params, network, from }, networks, tokens, words.t)
    if (!(await ask(view, theme, appName, words))) throw new FrameError('User rejected the request', USER_REJECTED)
    return withUserKey(owner, (key) =>
      factory ? smartAccountRequest(key, method, params, network, { factory, relay }) : signRequest(key, method, params, network),
    )
  },
  async cancelPending() {
    pending?.abort()
    pending = undefined
    return { ok: true }
  },
  async setTheme({ theme }) {
    document.body.dataset.theme = theme
    return { ok: true }
  },
}

function start(): void {
  // Framed by anyone but the host origin the page was asked for: say nothing (the CSP's
  // frame-ancestors already stops that; this covers browsers without ancestorOrigins too).
  const parentOrigin = location.ancestorOrigins?.[0]
  if (window.parent === window || (parentOrigin !== undefined && parentOrigin !== hostOrigin)) return
  if (refused) {
    window.parent.postMessage({ type: FRAME_ERROR, code: refused }, hostOrigin)
    return
  }
  const channel = new MessageChannel()
  channel.port1.onmessage = (event: MessageEvent<FrameRequestMessage>) => {
    const { id, method, params } = event.data ?? {}
    const handler = handlers[method] as ((p: unknown) => Promise<unknown>) | undefined
    const reply = (message: FrameResponseMessage) => channel.port1.postMessage(message)
    if (typeof id !== 'number' || !handler) return reply({ id, error: { message: `Unknown request ${String(method)}` } })
    handler(params).then(
      (result) => reply({ id, result }),
      // A refusal carries its EIP-1193 code (FrameError, UnknownNetworkError, UnreadableRequestError).
      (error: unknown) => reply({ id, error: { message: error instanceof Error ? error.message : String(error), code: codeOf(error), ...wordsOf(error) } }),
    )
  }
  // The exact target origin: if the host page navigated elsewhere, the port is never delivered.
  window.parent.postMessage({ type: FRAME_READY }, hostOrigin, [channel.port2])
}

document.body.dataset.theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
start()
