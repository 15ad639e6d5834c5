// Frame requests of the login flows beyond email and the social popup: Farcaster through the
// relay, the email change (UpdateEmailWallet) and social login by same-tab redirect.
import type { FrameSession } from './frameProtocol'

export interface LoginFlowsFrameMethods {
  /** Opens a relay channel; the `farcaster://connect` URL goes in the QR code. */
  farcasterStart: [undefined, { url: string }]
  /** Resolves once the Farcaster app approved; rejects when it declined or the channel closed. */
  farcasterAwait: [undefined, FrameSession]
  /** Closes the open channel (the visitor left ConnectingFarcaster: AUTH-10). */
  farcasterCancel: [undefined, { ok: true }]
  /** Mails a code to the current email (the primary step). */
  emailUpdateStart: [{ email: string }, { action: 'VERIFY_PRIMARY_OTP' }]
  /** Checks the primary code; mails one to the new email (the secondary step). */
  emailUpdatePrimary: [{ code: string }, { action: 'VERIFY_SECONDARY_OTP' }]
  /** Checks the secondary code; the session now has the new email, the same account. */
  emailUpdateSecondary: [{ code: string }, FrameSession]
  emailUpdateResend: [undefined, { ok: true }]
  /**
   * The provider's authorize URL for a same-tab login (popup blocked); state and the PKCE
   * verifier are kept in the frame's session storage, for this tab only, across the round trip.
   */
  socialStartRedirect: [{ provider: string; returnTo: string }, { url: string }]
  /** What came back in the host page's fragment; the frame checks state and redeems the code. */
  socialFinishRedirect: [{ code: string | null; state: string | null; error?: string | null }, FrameSession]
}

/** The fragment keys the secure site's callback page sends the redirect login back with. */
export const SOCIAL_REDIRECT_KEYS = { code: 'airlock_social_code', state: 'airlock_social_state', error: 'airlock_social_error' } as const
