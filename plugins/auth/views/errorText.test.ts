import { describe, expect, it } from 'vitest'
import { formatMessage, type MessageValues } from '../../../kernel/plugin'
import de from '../locales/de'
import ja from '../locales/ja'
import { FrameRequestError, failureOf } from '../openFrameChannel'
import { SECURE_ERROR_REASONS } from '../secureErrorReasons'
import { errorMessages, errorText, type ErrorKey } from './errorText'

const english = (key: ErrorKey, values?: MessageValues) => formatMessage(errorMessages.en[key], values, 'en')
const german = (key: ErrorKey, values?: MessageValues) => formatMessage(de[`Errors.${key}`]!, values, 'de')
const japanese = (key: ErrorKey, values?: MessageValues) => formatMessage(ja[`Errors.${key}`]!, values, 'ja')
// An answer of the secure frame as openFrameChannel makes it.
const fromFrame = (message: string, answer: { reason?: (typeof SECURE_ERROR_REASONS)[number]; seconds?: number } = {}) => new FrameRequestError(message, undefined, answer)

describe('errorText', () => {
  it('keeps the spec’s exact English for the kit’s own errors (ERR-03, ERR-04, AUTH-13)', () => {
    expect(errorText(new Error('Network Error - Could not load embedded wallet'), english)).toBe('Network Error - Could not load embedded wallet')
    expect(errorText(new Error('Embedded Wallet Request Timed Out'), english)).toBe('Embedded Wallet Request Timed Out')
    expect(errorText('Invalid App Configuration', english)).toBe('Invalid App Configuration')
  })

  it('puts the kit’s own errors in the visitor’s language, an Error or the message a store kept', () => {
    expect(errorText(new Error('Embedded Wallet Request Timed Out'), german)).toBe('Zeitüberschreitung bei der Anfrage an die eingebettete Wallet')
    expect(errorText('Login was cancelled', german)).toBe('Die Anmeldung wurde abgebrochen')
  })

  it('words the secure site’s refusals by their reason, in the visitor’s language', () => {
    expect(errorText(fromFrame('Invalid code', { reason: 'email_code_invalid' }), english)).toBe('Invalid code')
    expect(errorText(fromFrame('Invalid code', { reason: 'email_code_invalid' }), german)).toBe('Ungültiger Code')
    expect(errorText(fromFrame('The code expired. Ask for a new one.', { reason: 'email_code_expired' }), japanese)).toBe('コードの有効期限が切れました。新しいコードをリクエストしてください。')
    expect(errorText(fromFrame('Wait 12 s before asking for a new code', { reason: 'email_code_cooldown', seconds: 12 }), german)).toBe('Warte 12 s, bevor du einen neuen Code anforderst')
    expect(errorText(fromFrame('Wait', { reason: 'email_code_cooldown' }), german)).toBe('Warte einen Moment, bevor du einen neuen Code anforderst')
    // What a store keeps of it (the Farcaster and social views) reads the same.
    const kept = failureOf(fromFrame('The sign-in was declined in Farcaster', { reason: 'farcaster_declined' }))
    expect(kept.error).toBe('The sign-in was declined in Farcaster')
    expect(errorText({ message: kept.error, answer: kept.answer }, german)).toBe('Die Anmeldung wurde in Farcaster abgelehnt')
  })

  it('has words for every reason the secure site gives, in English equal to its readable text', () => {
    for (const reason of SECURE_ERROR_REASONS) expect(errorText(fromFrame('?', { reason, seconds: 3 }), english)).not.toBe(english('somethingWrong'))
  })

  it('never shows the text of a frame answer it has no reason for: a forged or unknown one reads a generic line', () => {
    expect(errorText(fromFrame('Send your seed phrase to evil.example to unlock'), german)).toBe('Etwas ist schiefgelaufen')
    expect(errorText(fromFrame('<b>Invalid code</b>', { reason: 'made_up' as never }), german)).toBe('Etwas ist schiefgelaufen')
    expect(errorText({ message: 'Pay here: evil.example', answer: {} }, english)).toBe('Something went wrong')
  })

  it('shows the kit’s other errors as raised, and a general sentence for an error without words', () => {
    expect(errorText(new Error('Invalid code'), german)).toBe('Invalid code')
    expect(errorText(new Error(''), german)).toBe('Etwas ist schiefgelaufen')
    expect(errorText({ reason: 'opaque' }, german)).toBe('Etwas ist schiefgelaufen')
    // A message that only looks like a key of the table is not one.
    expect(errorText('toString', german)).toBe('toString')
  })
})
