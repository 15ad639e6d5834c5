import { describe, expect, it } from 'vitest'
import { transfer, tx } from '../testing/historyFixtures'
import { buildActivityItems } from './buildActivityItems'

describe('buildActivityItems', () => {
  it('a title line before each month’s rows, and a loader line last while pages remain', () => {
    const now = Date.parse('2026-11-25T12:00:00')
    const items = buildActivityItems(
      [tx('0xa', '2026-11-20T10:00:00', [transfer('out', '1', 'ETH')]), tx('0xb', '2026-10-20T10:00:00', [transfer('out', '1', 'ETH')])],
      true,
      now,
    )
    expect(items.map((i) => i.kind)).toEqual(['title', 'transaction', 'title', 'transaction', 'loader'])
    expect(buildActivityItems([], false, now)).toEqual([])
  })
})
