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

  it('lets a long padding break every 10 marks, as words would', () => {
    const out = pseudoLocalize('An on-ramp provider sells you crypto for money')
    expect(out.endsWith(`${'~'.repeat(10)}\u200b${'~'.repeat(9)}]`)).toBe(true)
    expect(out).not.toMatch(/~{11}/)
  })
})
