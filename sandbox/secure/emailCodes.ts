// Email login codes for the secure site: six digits, kept only as a salted hash, valid for
// 20 minutes, a new one after 30 s at the earliest, locked after 5 wrong tries.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { SecureErrorReason } from '../../plugins/auth/secureErrorReasons'

export const CODE_TTL_MS = 20 * 60_000
export const RESEND_AFTER_MS = 30_000
export const MAX_TRIES = 5

export const CodeErrors = {
  invalid: 'Invalid code',
  expired: 'The code expired. Ask for a new one.',
  locked: 'Too many wrong codes. Ask for a new one.',
  none: 'No code was sent to this email. Ask for one first.',
  cooldown: (seconds: number) => `Wait ${seconds} s before asking for a new code`,
} as const

interface StoredCode {
  salt: Buffer
  hash: Buffer
  issuedAt: number
  tries: number
}

// `reason` is the stable code the kit words (plugins/auth/secureErrorReasons.ts); `error` the English for API users.
export type VerifyResult = { ok: true } | { ok: false; error: string; reason: SecureErrorReason }
export type IssueResult = { ok: true; code: string } | { ok: false; error: string; reason: 'email_code_cooldown'; retryAfterMs: number }

const hashOf = (salt: Buffer, code: string) => createHash('sha256').update(salt).update(code).digest()

export function createEmailCodes(now: () => number = Date.now) {
  const codes = new Map<string, StoredCode>()

  return {
    /** A fresh code for the email, unless the last one is younger than 30 s. */
    issue(email: string): IssueResult {
      const last = codes.get(email)
      const age = last ? now() - last.issuedAt : Infinity
      if (age < RESEND_AFTER_MS) {
        const retryAfterMs = RESEND_AFTER_MS - age
        return { ok: false, error: CodeErrors.cooldown(Math.ceil(retryAfterMs / 1000)), reason: 'email_code_cooldown', retryAfterMs }
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const salt = randomBytes(16)
      codes.set(email, { salt, hash: hashOf(salt, code), issuedAt: now(), tries: 0 })
      return { ok: true, code }
    },

    /** Checks a code; a right one is used up, a wrong one counts towards the lock. */
    verify(email: string, code: string): VerifyResult {
      const stored = codes.get(email)
      if (!stored) return { ok: false, error: CodeErrors.none, reason: 'email_code_none' }
      if (stored.tries >= MAX_TRIES) return { ok: false, error: CodeErrors.locked, reason: 'email_code_locked' }
      if (now() - stored.issuedAt > CODE_TTL_MS) return { ok: false, error: CodeErrors.expired, reason: 'email_code_expired' }
      const right = /^\d{6}$/.test(code) && timingSafeEqual(hashOf(stored.salt, code), stored.hash)
      if (!right) {
        stored.tries += 1
        return stored.tries >= MAX_TRIES
          ? { ok: false, error: CodeErrors.locked, reason: 'email_code_locked' }
          : { ok: false, error: CodeErrors.invalid, reason: 'email_code_invalid' }
      }
      codes.delete(email)
      return { ok: true }
    },

    /** Milliseconds until a new code may be asked for (0 when it may now). */
    cooldownMs(email: string): number {
      const last = codes.get(email)
      return last ? Math.max(0, RESEND_AFTER_MS - (now() - last.issuedAt)) : 0
    },
  }
}

export type EmailCodes = ReturnType<typeof createEmailCodes>
