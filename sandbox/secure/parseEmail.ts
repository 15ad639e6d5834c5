// An email as the secure site keys accounts by it: NFKC-normalised and lower-cased, so that
// look-alikes (full-width letters, ligatures, case) name one account, not several; and refused
// when it hides characters a person cannot see (zero-width, bidi controls, NUL and other controls),
// which would make two accounts look the same on screen.

export const INVALID_EMAIL = 'Invalid email'
export const HIDDEN_CHARACTERS = 'Invalid email: it contains hidden or control characters'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** Controls, format characters (zero-width, bidi, soft hyphen), line and paragraph separators, blank fillers. */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800]/u

export type ParsedEmail = { ok: true; email: string } | { ok: false; error: string; reason: 'email_invalid' | 'email_hidden_characters' }

export function parseEmail(value: unknown): ParsedEmail {
  if (typeof value !== 'string') return { ok: false, error: INVALID_EMAIL, reason: 'email_invalid' }
  const normal = value.normalize('NFKC')
  // Before trimming: trim() would quietly drop a leading U+FEFF.
  if (HIDDEN.test(normal)) return { ok: false, error: HIDDEN_CHARACTERS, reason: 'email_hidden_characters' }
  const email = normal.trim()
  if (email.length > 254 || !EMAIL.test(email)) return { ok: false, error: INVALID_EMAIL, reason: 'email_invalid' }
  // The whole address, not only the domain: no provider we stand in for tells "Ada" from "ada".
  return { ok: true, email: email.toLowerCase() }
}

/** The account key for an email, or undefined when it is not one (see parseEmail for why). */
export const normalEmail = (value: unknown): string | undefined => {
  const parsed = parseEmail(value)
  return parsed.ok ? parsed.email : undefined
}
