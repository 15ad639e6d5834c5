import { describe, expect, it } from 'vitest'
import { filterTransactions, isSpamTransaction } from './filterTransactions'
import { spam, transfer, tx } from './testing/historyFixtures'

describe('filterTransactions', () => {
  it('ACT-06 drops a transaction whose transfers are all flagged spam, keeps one with a single clean transfer', () => {
    const mixed = tx('0xmixed', '2026-11-20T10:00:00Z', [
      transfer('in', '5', 'CLAIM', { nft_info: { flags: { is_spam: true } } }),
      transfer('out', '1', 'ETH'),
    ])
    const approval = tx('0xapprove', '2026-11-20T09:00:00Z', [], { operationType: 'approve' })
    const kept = filterTransactions([spam('0xspam', '2026-11-20T11:00:00Z'), mixed, approval], 'eip155:1')
    expect(kept.map((t) => t.id)).toEqual(['0xmixed', '0xapprove'])
    expect(isSpamTransaction(spam('0x1', '2026-11-20T11:00:00Z'))).toBe(true)
    expect(isSpamTransaction(approval)).toBe(false)
  })

  it('ACT-07 keeps only the connected chain’s transactions', () => {
    const one = tx('0xa', '2026-11-20T10:00:00Z', [transfer('out', '1', 'ETH')])
    const polygon = tx('0xb', '2026-11-20T10:00:00Z', [transfer('out', '1', 'POL')], { chain: 'eip155:137' })
    expect(filterTransactions([one, polygon], 'eip155:137').map((t) => t.id)).toEqual(['0xb'])
    expect(filterTransactions([one, polygon], 'eip155:1').map((t) => t.id)).toEqual(['0xa'])
  })

  it('ACT-05 reads id, metadata {minedAt, chain} and transfers; entries without them are dropped, never thrown on', () => {
    const good = tx('0xa', '2026-11-20T10:00:00Z', [transfer('out', '1', 'ETH')])
    const garbage = [null, 7, 'x', { id: '0xb' }, { id: '0xc', metadata: { chain: 'eip155:1', minedAt: 'x' } }, { id: 1, metadata: {}, transfers: [] }]
    expect(filterTransactions([...garbage, good], 'eip155:1')).toEqual([good])
  })
})
