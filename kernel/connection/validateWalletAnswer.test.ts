import { describe, expect, it } from 'vitest'
import { ErrorMessages } from '../errors'
import { MAX_WALLET_ACCOUNTS, chainReferenceOf, validateAccounts } from './validateWalletAnswer'

const noAdapters = { find: () => undefined }
const ADDRESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

describe('validateAccounts', () => {
  it('accepts addresses by the namespace rule (spec §5)', () => {
    expect(validateAccounts(noAdapters, 'eip155', [ADDRESS])).toEqual([ADDRESS])
  })

  it.each([['0x123'], ['<img src=x onerror=alert(1)>'], [42], ['']])('rejects %j', (bad) => {
    expect(() => validateAccounts(noAdapters, 'eip155', [ADDRESS, bad])).toThrow(ErrorMessages.walletInvalidAddress)
  })

  it('rejects more than the bounded number of accounts', () => {
    const many = Array.from({ length: MAX_WALLET_ACCOUNTS + 1 }, () => ADDRESS)
    expect(() => validateAccounts(noAdapters, 'eip155', many)).toThrow(ErrorMessages.walletTooManyAccounts(MAX_WALLET_ACCOUNTS))
  })

  it("uses the chain plugin's rule when there is one", () => {
    const cosmos = { find: () => ({ isAddress: (a: string) => a.startsWith('cosmos1') }) } as never
    expect(validateAccounts(cosmos, 'cosmos', ['cosmos1abc'])).toEqual(['cosmos1abc'])
    expect(() => validateAccounts(cosmos, 'cosmos', ['0xabc'])).toThrow(ErrorMessages.walletInvalidAddress)
  })
})

describe('chainReferenceOf', () => {
  it('reads decimal and hex eip155 ids and CAIP-2 references', () => {
    expect(chainReferenceOf('eip155', '0x89')).toBe('137')
    expect(chainReferenceOf('eip155', 1)).toBe('1')
    expect(chainReferenceOf('eip155', '10')).toBe('10')
    expect(chainReferenceOf('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  it.each([['eip155', 'garbage'], ['eip155', '0x'], ['eip155', -1], ['eip155', '01'], ['solana', 'a:b'], ['eip155', null], ['eip155', 'eip155:1'], ['cosmos', 'cosmos:cosmoshub-4']])('rejects %s %j', (ns, id) => {
    expect(chainReferenceOf(ns, id)).toBeUndefined()
  })
})
