import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../../kernel'
import { filterTokenBalances } from './filterTokenBalances'

const token = (symbol: string, decimals: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  address: `eip155:1:0x${Buffer.from(symbol).toString('hex').padEnd(40, '0')}`,
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

  it('drops hostile entries at the boundary and tells the caller each one (issue 29: decimals -1 threw, 5000000 hung the tab)', () => {
    const good = token('USDC', '6')
    const hostile = [
      { ...good, quantity: { decimals: '-1', numeric: '1' } },
      { ...good, quantity: { decimals: '5000000', numeric: '1' } },
      { ...good, quantity: { decimals: '256', numeric: '1' } },
      { ...good, quantity: { decimals: '6', numeric: '1e999' } },
      { ...good, symbol: 'X'.repeat(33) },
      { ...good, name: 'N'.repeat(129) },
      { ...good, symbol: 'US\u0000DC' },
      { ...good, address: 'eip155:1:0xnot-an-address' },
      // A token of another chain in this chain's list.
      { ...good, address: `eip155:137:0x${'a'.repeat(40)}` },
      { ...good, chainId: 'not-caip' },
    ]
    const dropped: unknown[] = []
    expect(filterTokenBalances([...hostile, good], { onDropped: (e) => dropped.push(e) })).toEqual([good])
    expect(dropped).toEqual(hostile)
  })

  it('decimals 255 and a price the API sent as text are kept; a price that is no number reads as 0', () => {
    const wide = { ...token('WIDE', '255') }
    expect(filterTokenBalances([wide])).toEqual([wide])
    expect(filterTokenBalances([{ ...token('P', '6'), price: '2.5' }])[0]!.price).toBe(2.5)
    expect(filterTokenBalances([{ ...token('P', '6'), price: 'Infinity' }])[0]!.price).toBe(0)
  })
})
