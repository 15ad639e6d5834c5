import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../../kernel'
import { filterTokenBalances } from './filterTokenBalances'

const token = (symbol: string, decimals: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  address: `eip155:1:0x${symbol.padEnd(40, '0')}`,
  value: 1,
  price: 1,
  quantity: { decimals, numeric: '1' },
  iconUrl: `data:${symbol}`,
})

describe('filterTokenBalances', () => {
  it('BAL-04 drops balances whose quantity.decimals is "0"', () => {
    const list = [token('USDC', '6'), token('CLAIM', '0'), token('ETH', '18')]
    expect(filterTokenBalances(list).map((t) => t.symbol)).toEqual(['USDC', 'ETH'])
  })

  it('BAL-03 keeps every field of a token balance as the API sent it', () => {
    const usdc = token('USDC', '6')
    expect(filterTokenBalances([usdc])).toEqual([usdc])
  })

  it('drops malformed entries and reads a non-list as empty', () => {
    expect(filterTokenBalances([null, { name: 'x' }, token('USDT', '6')]).map((t) => t.symbol)).toEqual(['USDT'])
    expect(filterTokenBalances(undefined)).toEqual([])
    expect(filterTokenBalances({ balances: [] })).toEqual([])
  })
})
