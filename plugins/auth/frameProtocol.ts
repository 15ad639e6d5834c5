// The messages between the kit and the secure frame. The frame posts READY (with a
// MessagePort) to the host's exact origin; after that both talk over the port only.
import type { LoginFlowsFrameMethods } from './loginFlowsProtocol'
import type { SolanaFrameMethods } from './solanaFrameProtocol'

export const FRAME_READY = 'airlock:secure-frame:ready'
export const FRAME_ERROR = 'airlock:secure-frame:error'

/** Posted by the frame when the project's allowlist does not allow the host origin (AUTH-13). */
export const ORIGIN_NOT_ALLOWED = 'ORIGIN_NOT_ALLOWED'

export interface FrameSession {
  email: string
  /** The EVM account's address, derived in the frame from the key it keeps. */
  address: string
  /** Who owns the keys when not the email (the email changed; a Farcaster user, `farcaster:<fid>`). */
  userId?: string
  /** The Farcaster username. */
  username?: string
  /** How the person signed in: 'email' (absent), a social provider's id, or 'farcaster'. */
  provider?: string
  /** The smart account this key owns (counterfactual until its first transaction); absent when the site has none. */
  smartAccountAddress?: string
}

/** Request name → [params, result]. */
export interface FrameMethods extends SolanaFrameMethods, LoginFlowsFrameMethods {
  getSession: [undefined, FrameSession | null]
  emailStart: [{ email: string }, { action: 'VERIFY_DEVICE' | 'VERIFY_OTP' }]
  /** Resolves once the device-approval link was opened (the secure site then mails the code). */
  awaitDevice: [{ email: string }, { approved: true }]
  emailVerify: [{ email: string; code: string }, FrameSession]
  emailResend: [{ email: string }, { ok: true }]
  signOut: [undefined, { ok: true }]
  /** The provider's authorize URL for the popup; state and the PKCE verifier stay in the frame. */
  socialStart: [{ provider: string }, { url: string }]
  /** What the popup's callback posted to the host; the frame checks state and redeems the code. */
  socialFinish: [{ code: string | null; state: string | null; error?: string | null }, FrameSession]
  /**
   * A wallet request; unsafe ones wait for the visitor's decision in the frame's own UI. Only the
   * chain's id is sent: the frame shows and broadcasts from its own network table, and `appName`
   * is shown as the caller's unverified claim beside the origin the handshake verified. `locale`
   * is only a tag: the frame checks it against the kit's locales and uses its own words.
   */
  rpc: [{ method: string; params?: unknown; chainId: number; appName: string; theme: 'light' | 'dark'; accountType?: 'eoa' | 'smartAccount'; locale?: string }, unknown]
  /** Rejects a request waiting for approval (the modal closed). */
  cancelPending: [undefined, { ok: true }]
  setTheme: [{ theme: 'light' | 'dark' }, { ok: true }]
}

export type FrameMethod = keyof FrameMethods

export interface FrameRequestMessage {
  id: number
  method: FrameMethod
  params?: unknown
}

export interface FrameResponseMessage {
  id: number
  result?: unknown
  /** `reason` and `seconds`: a login failure's stable reason (secureErrorReasons.ts) and its wait, for the kit's words. */
  error?: { message: string; code?: number; reason?: string; seconds?: number }
}

/** Posted by the secure site's social callback page to the window that opened the popup. */
export const SOCIAL_RESULT = 'airlock:social-result'

/** EIP-1193's "user rejected", used when the visitor presses Cancel or closes the modal. */
export const USER_REJECTED = 4001
