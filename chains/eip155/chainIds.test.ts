import { describe, expect, it } from 'vitest'
import { parseChainId, toHexChainId } from './chainIds'

describe('chain ids', () => {
  it('turns CAIP references into the hex EIP-1193 wallets expect, and back', () => {
    expect(toHexChainId(137)).toBe('0x89')
    expect(toHexChainId('1')).toBe('0x1')
    expect(parseChainId('0x89')).toBe(137)
    expect(parseChainId('137')).toBe(137)
    expect(parseChainId(10)).toBe(10)
    expect(parseChainId('polygon')).toBeNaN()
    expect(parseChainId(undefined)).toBeNaN()
  })
})
