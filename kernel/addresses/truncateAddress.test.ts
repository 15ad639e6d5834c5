import { describe, expect, it } from 'vitest'
import { truncateAddress } from './truncateAddress'

const ADDRESS = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e'

describe('truncateAddress', () => {
  it('keeps 4 characters at each end by default', () => {
    expect(truncateAddress(ADDRESS)).toBe('0x74...f44e')
  })

  it('takes custom start and end lengths', () => {
    expect(truncateAddress(ADDRESS, { start: 6, end: 6 })).toBe('0x742d...38f44e')
    expect(truncateAddress(ADDRESS, { start: 6, end: 0 })).toBe('0x742d...')
  })

  it('returns short strings unchanged', () => {
    expect(truncateAddress('vitalik.eth', { start: 6, end: 6 })).toBe('vitalik.eth')
    expect(truncateAddress('')).toBe('')
  })
})
