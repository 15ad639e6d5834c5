import { describe, expect, it } from 'vitest'
import { POPULAR_SWAP_SYMBOLS, SUGGESTED_SWAP_SYMBOLS, tokenSections } from './swapTokenLists'
import type { SwapToken } from './swapToken'

const token = (symbol: string, balance?: string): SwapToken => ({ name: `${symbol} token`, symbol, address: `eip155:1:0x${symbol}`, decimals: 18, logoUri: '', balance })
const prices: Record<string, number> = { ETH: 3000, USDC: 1, WETH: 3000, UNI: 8 }

describe('swap token lists', () => {
  it('SWAP-15 the suggested and popular symbol lists include ETH, UNI and USDC', () => {
    for (const list of [SUGGESTED_SWAP_SYMBOLS, POPULAR_SWAP_SYMBOLS]) expect(list).toEqual(expect.arrayContaining(['ETH', 'UNI', 'USDC']))
  })

  it('sorts held tokens by value and the rest popular first; each token shows once', () => {
    const tokens = [token('ZZZ'), token('WETH'), token('USDC', '500'), token('ETH', '1'), token('UNI')]
    const sections = tokenSections(tokens, '', (t) => prices[t.symbol] ?? 0)
    expect(sections.yours.map((t) => t.symbol)).toEqual(['ETH', 'USDC'])
    expect(sections.others.map((t) => t.symbol)).toEqual(['WETH', 'UNI', 'ZZZ'])
    expect(sections.suggested.map((t) => t.symbol)).toEqual(['ETH', 'UNI', 'USDC', 'WETH'])
  })

  it('searches by symbol, name or address end, and hides the suggestions while searching', () => {
    const tokens = [token('USDC', '5'), token('WETH'), token('ETH')]
    const sections = tokenSections(tokens, 'eth', () => 1)
    expect([...sections.yours, ...sections.others].map((t) => t.symbol)).toEqual(['ETH', 'WETH'])
    expect(sections.suggested).toEqual([])
    expect(tokenSections(tokens, 'nothing', () => 1)).toEqual({ suggested: [], yours: [], others: [] })
  })
})
