import { describe, expect, it } from 'vitest'
import { groupTransactionsByMonth } from './groupTransactionsByMonth'
import { transfer, tx } from './testing/historyFixtures'

describe('groupTransactionsByMonth', () => {
  it('groups by year and month, newest first; the current month reads "This month"', () => {
    const now = Date.parse('2026-11-25T12:00:00')
    const groups = groupTransactionsByMonth(
      [
        tx('0xoct', '2026-10-02T10:00:00', [transfer('out', '1', 'ETH')]),
        tx('0xnov', '2026-11-20T10:00:00', [transfer('out', '1', 'ETH')]),
        tx('0xoldnov', '2025-11-20T10:00:00', [transfer('out', '1', 'ETH')]),
        tx('0xsep', '2026-09-30T10:00:00', [transfer('out', '1', 'ETH')]),
        tx('0xoct2', '2026-10-28T10:00:00', [transfer('out', '1', 'ETH')]),
      ],
      now,
    )
    expect(groups.map((g) => g.title)).toEqual(['This month', 'October 2026', 'September 2026', 'November 2025'])
    expect(groups[1]!.transactions.map((t) => t.id)).toEqual(['0xoct2', '0xoct'])
  })
})
