import { describe, expect, it } from 'vitest'
import { parseWalletList } from './parseWalletList'

describe('parseWalletList', () => {
  it('drops malformed and repeated entries, counts them, and keeps a sane count', () => {
    const answer = { count: 10, data: [null, { id: 'a', name: 'A' }, { id: 'a', name: 'A again' }, 'x', { id: 'b', name: 'B' }] }
    expect(parseWalletList(answer)).toEqual({ data: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }], count: 10, dropped: 3 })
  })

  it('reads a garbage count as the number of entries kept, and a non-object as empty', () => {
    expect(parseWalletList({ count: 'many', data: [{ id: 'a', name: 'A' }] }).count).toBe(1)
    expect(parseWalletList({ count: -5, data: [] }).count).toBe(0)
    expect(parseWalletList('garbage')).toEqual({ data: [], count: 0, dropped: 0 })
  })
})
