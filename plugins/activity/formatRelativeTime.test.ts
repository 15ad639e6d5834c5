import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from './formatRelativeTime'

const now = Date.parse('2026-11-25T12:00:00Z')
const ago = (ms: number) => new Date(now - ms).toISOString()

describe('formatRelativeTime', () => {
  it('ACT-13 uses short labels: now, 2m, 3h, 5d', () => {
    expect(formatRelativeTime(ago(20_000), now)).toBe('now')
    expect(formatRelativeTime(ago(2 * 60_000 + 5_000), now)).toBe('2m')
    expect(formatRelativeTime(ago(3 * 3_600_000 + 60_000), now)).toBe('3h')
    expect(formatRelativeTime(ago(5 * 86_400_000 + 1_000), now)).toBe('5d')
  })

  it('ACT-13 shows a short date from a week on, with the year only when it is not this year', () => {
    expect(formatRelativeTime('2026-11-03T12:00:00Z', now)).toBe('Nov 3')
    expect(formatRelativeTime('2025-11-03T12:00:00Z', now)).toBe('Nov 3, 2025')
  })

  it('reads a future time (clock skew) as now and an unreadable date as nothing', () => {
    expect(formatRelativeTime(new Date(now + 90_000).toISOString(), now)).toBe('now')
    expect(formatRelativeTime('not a date', now)).toBe('')
  })
})
