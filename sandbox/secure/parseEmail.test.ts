import { describe, expect, it } from 'vitest'
import { HIDDEN_CHARACTERS, INVALID_EMAIL, parseEmail } from './parseEmail'

describe('parseEmail: one account per address a person can tell apart', () => {
  it('refuses zero-width, bidi and control characters with a clear error', () => {
    for (const trick of ['a\u200b@example.com', 'a\u0000@example.com', 'a\u202e@example.com', 'a@exa\u200dmple.com', '\ufeffa@example.com', 'a\u2066@example.com', 'a\u00ad@example.com']) {
      expect(parseEmail(trick), JSON.stringify(trick)).toEqual({ ok: false, error: HIDDEN_CHARACTERS, reason: 'email_hidden_characters' })
    }
  })

  it('folds compatibility forms and case into one key', () => {
    expect(parseEmail('ＡＤＡ@Example.COM')).toEqual({ ok: true, email: 'ada@example.com' })
    expect(parseEmail(' ada@example.com ')).toEqual({ ok: true, email: 'ada@example.com' })
    expect(parseEmail('ﬁle@example.com')).toEqual({ ok: true, email: 'file@example.com' })
  })

  it('refuses what is not an email', () => {
    expect(parseEmail('not an email')).toEqual({ ok: false, error: INVALID_EMAIL, reason: 'email_invalid' })
    expect(parseEmail(42)).toEqual({ ok: false, error: INVALID_EMAIL, reason: 'email_invalid' })
    expect(parseEmail(`${'a'.repeat(250)}@example.com`)).toEqual({ ok: false, error: INVALID_EMAIL, reason: 'email_invalid' })
  })
})
