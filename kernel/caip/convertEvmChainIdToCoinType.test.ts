import { describe, expect, it } from 'vitest'
import { convertEvmChainIdToCoinType, EVM_COIN_TYPE_FLAG } from './convertEvmChainIdToCoinType'

describe('convertEvmChainIdToCoinType', () => {
  it('CAIP-08 sets the 2147483648 flag on the chain id (chain 1 gives 2147483649)', () => {
    expect(EVM_COIN_TYPE_FLAG).toBe(2147483648)
    expect(convertEvmChainIdToCoinType(1)).toBe(2147483649)
    expect(convertEvmChainIdToCoinType(10)).toBe(2147483658)
    expect(convertEvmChainIdToCoinType(8453)).toBe(2147492101)
    expect(convertEvmChainIdToCoinType(0)).toBe(2147483648)
  })

  it('CAIP-08 stays an unsigned number for the largest allowed id', () => {
    expect(convertEvmChainIdToCoinType(2147483647)).toBe(4294967295)
    expect(convertEvmChainIdToCoinType(1313161554)).toBe(2147483648 + 1313161554)
  })

  it('CAIP-07 rejects chain ids of 2147483648 or more with "Invalid chainId"', () => {
    expect(() => convertEvmChainIdToCoinType(2147483648)).toThrowError(/^Invalid chainId$/)
    expect(() => convertEvmChainIdToCoinType(2 ** 40)).toThrowError(/^Invalid chainId$/)
  })

  it('CAIP-07 rejects ids no EVM chain can have', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => convertEvmChainIdToCoinType(bad)).toThrowError(/^Invalid chainId$/)
    }
  })
})
