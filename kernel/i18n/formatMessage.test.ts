import { describe, expect, it } from 'vitest'
import { formatMessage, parseMessage } from './formatMessage'

describe('formatMessage', () => {
  it('fills placeholders and leaves plain text alone', () => {
    expect(formatMessage('Get {name}', { name: 'Rainbow' }, 'en')).toBe('Get Rainbow')
    expect(formatMessage('Connect Wallet', undefined, 'en')).toBe('Connect Wallet')
    expect(formatMessage("l'adresse {a}", { a: '0x1' }, 'fr')).toBe("l'adresse 0x1")
  })

  it('picks plural branches by the locale’s rules, exact matches first', () => {
    const pattern = '{count, plural, =0 {No wallets} one {# wallet} other {# wallets}}'
    expect(formatMessage(pattern, { count: 0 }, 'en')).toBe('No wallets')
    expect(formatMessage(pattern, { count: 1 }, 'en')).toBe('1 wallet')
    expect(formatMessage(pattern, { count: 1200 }, 'en')).toBe('1,200 wallets')
    expect(formatMessage(pattern, { count: 1200 }, 'de')).toBe('1.200 wallets')
    // Arabic has a "few" category for 3–10; its digits are whatever Intl gives Arabic.
    const ar = '{n, plural, one {واحد} two {اثنان} few {# قليل} other {# كثير}}'
    expect(formatMessage(ar, { n: 3 }, 'ar')).toBe(`${new Intl.NumberFormat('ar').format(3)} قليل`)
    expect(formatMessage(ar, { n: 2 }, 'ar')).toBe('اثنان')
  })

  it('selects by value and nests', () => {
    const pattern = '{kind, select, send {Sent {count, plural, one {# token} other {# tokens}}} other {Done}}'
    expect(formatMessage(pattern, { kind: 'send', count: 2 }, 'en')).toBe('Sent 2 tokens')
    expect(formatMessage(pattern, { kind: 'x' }, 'en')).toBe('Done')
  })

  it('rejects patterns it cannot read', () => {
    expect(() => parseMessage('{count, plural, one {x}}')).toThrow(/syntax/)
    expect(() => parseMessage('Hello {name')).toThrow(/syntax/)
    expect(() => parseMessage('{a, date, short}')).toThrow(/syntax/)
    expect(() => parseMessage('stray } brace')).toThrow(/syntax/)
  })
})
