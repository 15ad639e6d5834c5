import { describe, expect, it } from 'vitest'
import { parseTokenBalance } from './parseTokenBalance'

const usdc = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  value: 12.5,
  price: 1,
  quantity: { decimals: '6', numeric: '12.5' },
  iconUrl: 'data:image/svg+xml,x',
}

describe('parseTokenBalance', () => {
  it('keeps a well-formed entry, and a native coin without an address', () => {
    expect(parseTokenBalance(usdc)).toEqual(usdc)
    const { address: _, ...eth } = { ...usdc, symbol: 'ETH', name: 'Ether', quantity: { decimals: '18', numeric: '1' } }
    expect(parseTokenBalance(eth)).toEqual(eth)
  })

  it('refuses what a view must never meet: bad decimals, amounts or addresses, overlong or non-text names', () => {
    for (const bad of [
      { ...usdc, quantity: { decimals: '-1', numeric: '1' } },
      { ...usdc, quantity: { decimals: 5_000_000, numeric: '1' } },
      { ...usdc, quantity: { decimals: '6', numeric: 'NaN' } },
      { ...usdc, quantity: null },
      { ...usdc, name: { text: 'x' } },
      { ...usdc, symbol: 'X'.repeat(33) },
      { ...usdc, address: 'eip155:1:0xZZ' },
      { ...usdc, address: 'eip155:137:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
      [],
      null,
    ]) {
      expect(parseTokenBalance(bad), JSON.stringify(bad)).toBeUndefined()
    }
  })

  it('a chain plugin’s address rule decides for its namespace', () => {
    const entry = { ...usdc, chainId: 'ton:-239', address: 'ton:-239:EQabc' }
    expect(parseTokenBalance(entry)).toBeUndefined()
    expect(parseTokenBalance(entry, { ton: (a) => a.startsWith('EQ') })).toEqual(entry)
  })
})
