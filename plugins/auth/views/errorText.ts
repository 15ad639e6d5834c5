import { defineMessages, type MessageValues } from '../../../kernel/plugin'
import type { FrameAnswer } from '../openFrameChannel'
import type { SecureErrorReason } from '../secureErrorReasons'

/**
 * The errors a visitor reads on the embedded wallet's way: the kit's own (the spec's exact
 * English, which the thrown errors keep for hosts) and the secure site's refusals, by their
 * stable reason (the English of those is the site's readable text).
 */
export const errorMessages = defineMessages('auth', 'Errors', {
  loadFailed: 'Network Error - Could not load embedded wallet',
  timedOut: 'Embedded Wallet Request Timed Out',
  invalidConfig: 'Invalid App Configuration',
  closed: 'The embedded wallet is closed',
  cancelled: 'Login was cancelled',
  somethingWrong: 'Something went wrong',
  emailInvalid: 'Invalid email',
  emailHiddenCharacters: 'Invalid email: it contains hidden or control characters',
  codeInvalid: 'Invalid code',
  codeExpired: 'The code expired. Ask for a new one.',
  codeLocked: 'Too many wrong codes. Ask for a new one.',
  codeNone: 'No code was sent to this email. Ask for one first.',
  codeCooldown: 'Wait {seconds} s before asking for a new code',
  codeWait: 'Wait a moment before asking for a new code',
  deviceNotApproved: 'Approve this device first',
  notSignedIn: 'Not signed in',
  emailSame: 'Enter an email other than your current one',
  emailTaken: 'That email belongs to another account',
  emailChangeNotStarted: 'Start the email change first',
  emailChangeNotEmailAccount: 'Only an account that signs in by email can change its email',
  socialRefused: 'The login provider did not sign you in',
  socialStateMismatch: 'State mismatch: this login was not started here',
  farcasterUnknown: 'This sign-in request is not known',
  farcasterClosed: 'This sign-in request is no longer open',
  farcasterDeclined: 'The sign-in was declined in Farcaster',
})

export type ErrorKey = keyof typeof errorMessages.en

const KNOWN: Readonly<Record<string, ErrorKey>> = {
  [errorMessages.en.loadFailed]: 'loadFailed',
  [errorMessages.en.timedOut]: 'timedOut',
  [errorMessages.en.invalidConfig]: 'invalidConfig',
  [errorMessages.en.closed]: 'closed',
  [errorMessages.en.cancelled]: 'cancelled',
}

/** The words of each reason the secure site gives (secureErrorReasons.ts). */
const BY_REASON: Readonly<Record<SecureErrorReason, ErrorKey>> = {
  email_invalid: 'emailInvalid',
  email_hidden_characters: 'emailHiddenCharacters',
  email_code_invalid: 'codeInvalid',
  email_code_expired: 'codeExpired',
  email_code_locked: 'codeLocked',
  email_code_none: 'codeNone',
  email_code_cooldown: 'codeCooldown',
  device_not_approved: 'deviceNotApproved',
  not_signed_in: 'notSignedIn',
  email_same: 'emailSame',
  email_taken: 'emailTaken',
  email_change_not_started: 'emailChangeNotStarted',
  email_change_not_email_account: 'emailChangeNotEmailAccount',
  social_refused: 'socialRefused',
  social_state_mismatch: 'socialStateMismatch',
  farcaster_unknown: 'farcasterUnknown',
  farcaster_closed: 'farcasterClosed',
  farcaster_declined: 'farcasterDeclined',
}

const answerOf = (error: unknown): FrameAnswer | undefined => {
  const answer = error && typeof error === 'object' ? (error as { answer?: unknown }).answer : undefined
  return answer && typeof answer === 'object' ? (answer as FrameAnswer) : undefined
}

const messageOf = (error: unknown): string => {
  if (typeof error === 'string') return error
  const message = error && typeof error === 'object' ? (error as { message?: unknown }).message : undefined
  return typeof message === 'string' ? message : ''
}

/**
 * An error as a sentence for the view (shown as text, never markup). The kit's own errors and
 * the secure site's reasons come from the catalogue (`say`, the Errors messages); an answer of
 * the frame with no reason the kit knows reads "Something went wrong", never the text it came
 * with, which the host page could have forged. Takes a thrown error or what a store kept of one
 * (`{ message, answer }`).
 */
export function errorText(error: unknown, say: (key: ErrorKey, values?: MessageValues) => string): string {
  const message = messageOf(error)
  const known = Object.hasOwn(KNOWN, message) ? KNOWN[message] : undefined
  if (known) return say(known)
  const answer = answerOf(error)
  if (answer) {
    const key = answer.reason && Object.hasOwn(BY_REASON, answer.reason) ? BY_REASON[answer.reason] : 'somethingWrong'
    if (key === 'codeCooldown') return answer.seconds === undefined ? say('codeWait') : say(key, { seconds: answer.seconds })
    return say(key)
  }
  return message || say('somethingWrong')
}
