import { describe, expect, it } from 'vitest'
import { formattersFor } from './createFormatters'

const NOW = Date.parse('2026-11-28T12:00:00Z')

describe('formattersFor', () => {
  it('keeps the spec’s English short ages (ACT-13) and localizes them elsewhere', () => {
    const en = formattersFor('en')
    expect(en.shortAge(NOW - 10_000, NOW)).toBe('now')
    expect(en.shortAge(NOW - 2 * 60_000, NOW)).toBe('2m')
    expect(en.shortAge(NOW - 3 * 3_600_000, NOW)).toBe('3h')
    expect(en.shortAge(NOW - 5 * 86_400_000, NOW)).toBe('5d')
    expect(en.shortAge(Date.parse('2026-11-03T12:00:00Z'), NOW)).toBe('Nov 3')
    expect(en.shortAge(Date.parse('2025-11-03T12:00:00Z'), NOW)).toBe('Nov 3, 2025')
    const ja = formattersFor('ja')
    expect(ja.shortAge(NOW - 5 * 86_400_000, NOW)).toBe('5 日')
    expect(formattersFor('de').shortAge(NOW - 1000, NOW)).toBe('jetzt')
  })

  it('formats money and numbers by locale', () => {
    expect(formattersFor('en').fiat(1234.5)).toBe('$1,234.50')
    expect(formattersFor('de').fiat(1234.5)).toBe('1.234,50\u00a0$')
    expect(formattersFor('en').fiat(Number.NaN)).toBe('$0.00')
    expect(formattersFor('de').number(1234.5678)).toBe('1.234,5678')
    expect(formattersFor('en-XA').number(1234.5)).toBe('1,234.5')
  })

  it('titles month groups and ignores bad dates', () => {
    expect(formattersFor('en').monthYear(Date.parse('2026-11-15T00:00:00Z'))).toBe('November 2026')
    expect(formattersFor('fr').monthYear(Date.parse('2026-11-15T00:00:00Z'))).toBe('novembre 2026')
    expect(formattersFor('en').shortAge('not a date', NOW)).toBe('')
  })
})
