// The frame's side of Farcaster sign-in (through the relay stand-in on this site), the email
// change and the same-tab social login. Secrets (channel token, PKCE verifier) stay here.
import { USER_REJECTED, type FrameMethods, type FrameSession } from '../../../plugins/auth/frameProtocol'
import type { LoginFlowsFrameMethods } from '../../../plugins/auth/loginFlowsProtocol'
import { isSecureErrorReason, type SecureErrorReason } from '../../../plugins/auth/secureErrorReasons'

type Handlers = { [M in keyof LoginFlowsFrameMethods]: (params: FrameMethods[M][0]) => Promise<FrameMethods[M][1]> }

export interface SignedIn {
  email: string
  userId?: string
  username?: string
  provider?: string
}

export interface LoginFlowDeps {
  api<T>(path: string, body?: unknown): Promise<T>
  sessionOf(signedIn: SignedIn): Promise<FrameSession>
  /** An error the host receives with its EIP-1193 code and, for the kit's words, the site's reason. */
  fail(message: string, code?: number, reason?: SecureErrorReason): Error
  hostOrigin: string
  socialProvider: string
  base64url(bytes: Uint8Array): string
  randomToken(): string
}

const FARCASTER_POLL_MS = 500
const REDIRECT_PENDING = 'airlock-social-redirect'
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

export function createLoginFlowHandlers(deps: LoginFlowDeps): Handlers {
  const { api, fail } = deps
  let channel: string | undefined

  async function channelStatus(token: string) {
    const response = await fetch('/v1/farcaster/channel/status', { headers: { Authorization: `Bearer ${token}` } })
    const data = (await response.json().catch(() => ({}))) as { state?: string; error?: string; reason?: unknown; username?: string; userId?: string }
    if (!response.ok) throw fail(data.error ?? `HTTP status code: ${response.status}`, undefined, isSecureErrorReason(data.reason) ? data.reason : undefined)
    return data
  }

  async function cancelChannel() {
    const token = channel
    channel = undefined
    if (token) await api('/v1/farcaster/channel/cancel', { channelToken: token }).catch(() => undefined)
  }

  return {
    async farcasterStart() {
      await cancelChannel()
      const origin = new URL(deps.hostOrigin)
      // The nonce ties the message the app signs to this one sign-in.
      const nonce = hex(crypto.getRandomValues(new Uint8Array(16)))
      const { channelToken, url } = await api<{ channelToken: string; url: string }>('/v1/farcaster/channel', { nonce, domain: origin.host, siweUri: deps.hostOrigin })
      channel = channelToken
      return { url }
    },
    async farcasterAwait() {
      const mine = channel
      if (!mine) throw fail('No Farcaster sign-in is open')
      for (;;) {
        if (channel !== mine) throw fail('Login was cancelled', USER_REJECTED)
        const status = await channelStatus(mine)
        if (status.state === 'completed' && status.userId) {
          channel = undefined
          return deps.sessionOf({ email: status.userId, userId: status.userId, username: status.username, provider: 'farcaster' })
        }
        if (status.state !== 'pending') {
          if (channel !== mine) throw fail('Login was cancelled', USER_REJECTED)
          channel = undefined
          throw fail('The sign-in was declined in Farcaster', USER_REJECTED, 'farcaster_declined')
        }
        await delay(FARCASTER_POLL_MS)
      }
    },
    async farcasterCancel() {
      await cancelChannel()
      return { ok: true }
    },
    emailUpdateStart: ({ email }) => api('/v1/email/update/start', { email }),
    emailUpdatePrimary: ({ code }) => api('/v1/email/update/primary', { code }),
    async emailUpdateSecondary({ code }) {
      return deps.sessionOf(await api<SignedIn>('/v1/email/update/secondary', { code }))
    },
    emailUpdateResend: () => api('/v1/email/update/resend', {}),
    async socialStartRedirect({ provider, returnTo }) {
      if (!URL.canParse(returnTo) || new URL(returnTo).origin !== deps.hostOrigin) throw fail('returnTo must be a page of the host origin')
      const state = deps.randomToken()
      const verifier = deps.randomToken()
      const challenge = deps.base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))))
      const redirectUri = `${location.origin}/social/callback?${new URLSearchParams({ origin: deps.hostOrigin, return: returnTo })}`
      // This tab's frame only: another tab cannot finish this login.
      sessionStorage.setItem(REDIRECT_PENDING, JSON.stringify({ state, verifier, redirectUri, provider }))
      const query = new URLSearchParams({ provider, redirect_uri: redirectUri, state, code_challenge: challenge, code_challenge_method: 'S256', response_type: 'code' })
      return { url: `${deps.socialProvider}/authorize?${query}` }
    },
    async socialFinishRedirect({ code, state, error }) {
      const stored = sessionStorage.getItem(REDIRECT_PENDING)
      const pending = stored ? (JSON.parse(stored) as { state: string; verifier: string; redirectUri: string; provider: string }) : undefined
      if (!pending || state !== pending.state) throw fail('State mismatch: this login was not started here', undefined, 'social_state_mismatch')
      sessionStorage.removeItem(REDIRECT_PENDING)
      if (error || !code) throw error === 'access_denied' ? fail('Login was cancelled', USER_REJECTED) : fail('The login provider did not sign you in', USER_REJECTED, 'social_refused')
      const signedIn = await api<SignedIn>('/v1/social/token', { code, verifier: pending.verifier, redirectUri: pending.redirectUri })
      return deps.sessionOf({ ...signedIn, provider: pending.provider })
    },
  }
}
