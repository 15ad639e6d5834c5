import { describe, expect, it } from 'vitest'
import de from '../locales/de'
import { errorMessages, errorText, type ErrorKey } from './errorText'

const english = (key: ErrorKey) => errorMessages.en[key]
const german = (key: ErrorKey) => de[`Errors.${key}`]!

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

  it('shows the secure site’s own words as it sent them, and a general sentence for an error without words', () => {
    expect(errorText(new Error('Invalid code'), german)).toBe('Invalid code')
    expect(errorText(new Error(''), german)).toBe('Etwas ist schiefgelaufen')
    expect(errorText({ reason: 'opaque' }, german)).toBe('Etwas ist schiefgelaufen')
    // A message that only looks like a key of the table is not one.
    expect(errorText('toString', german)).toBe('toString')
  })
})
