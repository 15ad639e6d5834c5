import { describe, expect, it } from 'vitest'
import { CODE_TTL_MS, CodeErrors, createEmailCodes, RESEND_AFTER_MS } from './emailCodes'

function codesAt(start = 1_000_000) {
  let t = start
  const codes = createEmailCodes(() => t)
  return { codes, advance: (ms: number) => (t += ms) }
}

const issued = (result: ReturnType<ReturnType<typeof createEmailCodes>['issue']>) => {
  if (!result.ok) throw new Error(result.error)
  return result.code
}

describe('email codes', () => {
  it('issues six digits that verify once', () => {
    const { codes } = codesAt()
    const code = issued(codes.issue('a@example.com'))
    expect(code).toMatch(/^\d{6}$/)
    expect(codes.verify('a@example.com', code)).toEqual({ ok: true })
    expect(codes.verify('a@example.com', code)).toEqual({ ok: false, error: CodeErrors.none, reason: 'email_code_none' })
  })

  it('refuses a new code within 30 s and says how long to wait', () => {
    const { codes, advance } = codesAt()
    issued(codes.issue('a@example.com'))
    advance(10_000)
    expect(codes.issue('a@example.com')).toEqual({ ok: false, error: 'Wait 20 s before asking for a new code', reason: 'email_code_cooldown', retryAfterMs: 20_000 })
    advance(RESEND_AFTER_MS)
    expect(codes.issue('a@example.com').ok).toBe(true)
  })

  it('expires a code after 20 minutes', () => {
    const { codes, advance } = codesAt()
    const code = issued(codes.issue('a@example.com'))
    advance(CODE_TTL_MS + 1)
    expect(codes.verify('a@example.com', code)).toEqual({ ok: false, error: CodeErrors.expired, reason: 'email_code_expired' })
  })

  it('locks the code after 5 wrong tries, even for the right code', () => {
    const { codes } = codesAt()
    const code = issued(codes.issue('a@example.com'))
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++) expect(codes.verify('a@example.com', wrong)).toEqual({ ok: false, error: CodeErrors.invalid, reason: 'email_code_invalid' })
    expect(codes.verify('a@example.com', wrong)).toEqual({ ok: false, error: CodeErrors.locked, reason: 'email_code_locked' })
    expect(codes.verify('a@example.com', code)).toEqual({ ok: false, error: CodeErrors.locked, reason: 'email_code_locked' })
  })

  it('rejects malformed codes as wrong', () => {
    const { codes } = codesAt()
    issued(codes.issue('a@example.com'))
    expect(codes.verify('a@example.com', '12ab')).toEqual({ ok: false, error: CodeErrors.invalid, reason: 'email_code_invalid' })
  })
})
