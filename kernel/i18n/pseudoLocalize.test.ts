import { describe, expect, it } from 'vitest'
import { formatMessage } from './formatMessage'
import { pseudoLocalize } from './pseudoLocalize'

describe('pseudoLocalize', () => {
  it('accents, lengthens by 40 % and brackets the text', () => {
    const out = pseudoLocalize('Connect Wallet')
    expect(out).toBe('[Çöññéçţ Ŵåļļéţ~~~~~~]')
    expect(out.length).toBeGreaterThanOrEqual(Math.ceil('Connect Wallet'.length * 1.4))
  })

  it('keeps placeholders and plural syntax working', () => {
    const out = pseudoLocalize('Get {name}: {count, plural, one {# wallet} other {# wallets}}')
    // 'Get ', ': ', ' wallet' and ' wallets' are 21 letters of text: 9 tildes.
    expect(formatMessage(out, { name: 'Rainbow', count: 2 }, 'en')).toBe('[Ĝéţ Rainbow: 2 ŵåļļéţš~~~~~~~~~]')
    expect(formatMessage(out, { name: 'X', count: 1 }, 'en')).toBe('[Ĝéţ X: 1 ŵåļļéţ~~~~~~~~~]')
  })
})
