import { describe, expect, it } from 'vitest'
import { parseWalletEntry, parseWalletList } from './parseWalletEntries'

describe('parseWalletEntry', () => {
  it('keeps a well-formed entry and its known fields', () => {
    const entry = { id: 'a', name: 'A', image_id: 'i', rdns: 'io.a', mobile_link: null, chains: ['eip155:1'], badge_type: 'certified', extra: 1 }
    expect(parseWalletEntry(entry)).toEqual({ id: 'a', name: 'A', image_id: 'i', rdns: 'io.a', mobile_link: null, chains: ['eip155:1'], badge_type: 'certified' })
  })

  it.each([
    ['null', null],
    ['a number', 7],
    ['an array', ['a']],
    ['a numeric id', { id: 1, name: 'x' }],
    ['an empty name', { id: 'a', name: '' }],
    ['an object rdns', { id: 'a', name: 'A', rdns: { x: 1 } }],
    ['chains as a string', { id: 'a', name: 'A', chains: 'eip155:1' }],
    ['an unknown badge', { id: 'a', name: 'A', badge_type: 'gold' }],
  ])('drops %s', (_label, value) => {
    expect(parseWalletEntry(value)).toBeUndefined()
  })
})

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
