/**
 * The stable reasons the secure site gives for the failures a visitor reads (its JSON answers
 * carry `{ error, reason }`: English for API users, the reason for the kit). The frame passes a
 * reason on; the kit words it from its own catalogue and shows a generic line for any other,
 * never the text that came with it.
 */
export const SECURE_ERROR_REASONS = [
  'email_invalid',
  'email_hidden_characters',
  'email_code_invalid',
  'email_code_expired',
  'email_code_locked',
  'email_code_none',
  'email_code_cooldown',
  'device_not_approved',
  'not_signed_in',
  'email_same',
  'email_taken',
  'email_change_not_started',
  'email_change_not_email_account',
  'social_refused',
  'social_state_mismatch',
  'farcaster_unknown',
  'farcaster_closed',
  'farcaster_declined',
] as const

export type SecureErrorReason = (typeof SECURE_ERROR_REASONS)[number]

const KNOWN = new Set<string>(SECURE_ERROR_REASONS)

/** A reason the kit knows; anything else (another site's, a forged one) is not. */
export const isSecureErrorReason = (value: unknown): value is SecureErrorReason => typeof value === 'string' && KNOWN.has(value)
