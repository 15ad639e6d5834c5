import { describe, expect, it } from 'vitest'
import { parseWalletEntry } from './parseWalletEntries'

describe('parseWalletEntry', () => {
  it('keeps a well-formed entry and its known fields', () => {
    const entry = { id: 'a', name: 'A', image_id: 'i', rdns: 'io.a', mobile_link: null, chains: ['eip155:1'], badge_type: 'certified', extra: 1 }
    expect(parseWalletEntry(entry)).toEqual({ id: 'a', name: 'A', image_id: 'i', rdns: 'io.a', mobile_link: null, chains: ['eip155:1'], badge_type: 'certified' })
  })

  it('keeps supports_wcpay only when it is a boolean', () => {
    expect(parseWalletEntry({ id: 'a', name: 'A', supports_wcpay: true })).toEqual({ id: 'a', name: 'A', supports_wcpay: true })
    expect(parseWalletEntry({ id: 'a', name: 'A', supports_wcpay: 'yes' })).toEqual({ id: 'a', name: 'A' })
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
