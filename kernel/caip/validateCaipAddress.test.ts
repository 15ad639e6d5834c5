import { describe, expect, it } from 'vitest'
import { InvalidCaipAddressError } from '../errors'
import { validateCaipAddress } from './validateCaipAddress'

describe('validateCaipAddress', () => {
  it('returns a well-formed address unchanged', () => {
    const input = 'eip155:1:0x742d35Cc6634C0532925a3b844Bc454e4438f44e'
    expect(validateCaipAddress(input)).toBe(input)
  })

  it.each(['eip155:1', '0xabc', 'eip155:1:0xabc:x', '', 'eip155::0xabc', 'eip155:1:'])(
    'CAIP-04 rejects %j with "Invalid CAIP Address"',
    (input) => {
      expect(() => validateCaipAddress(input)).toThrowError(/^Invalid CAIP Address$/)
    },
  )

  it('CAIP-04 throws the typed error with the input attached', () => {
    try {
      validateCaipAddress('nope')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidCaipAddressError)
      expect((error as InvalidCaipAddressError).input).toBe('nope')
    }
  })
})
