import { describe, expect, it } from 'vitest'
import { parseBaseUnits, parseTokenAddress, parseTokenDecimals, parseTokenText } from './tokenFields'

describe('token fields from a remote', () => {
  it('decimals are an integer 0–255, as a number or numeric text (issue 29: -1 threw, 5000000 was accepted)', () => {
    for (const good of [0, 6, 18, 255, '6', '255']) expect(parseTokenDecimals(good)).toBe(Number(good))
    for (const bad of [-1, 256, 5_000_000, 1.5, NaN, Infinity, '-1', '256', '5000000', '6.0', '', ' 6', null, undefined, {}, [6]]) {
      expect(parseTokenDecimals(bad), String(bad)).toBeUndefined()
    }
  })

  it('symbols and names are non-empty text within their cap, without control characters', () => {
    expect(parseTokenText('USDC', 32)).toBe('USDC')
    expect(parseTokenText('X'.repeat(32), 32)).toBe('X'.repeat(32))
    for (const bad of ['X'.repeat(33), '', '   ', 'US\u0000DC', 'A\nB', 7, null]) expect(parseTokenText(bad, 32)).toBeUndefined()
  })

  it('base units are 1 to 78 digits', () => {
    expect(parseBaseUnits('0')).toBe(0n)
    expect(parseBaseUnits('9'.repeat(78))).toBe(10n ** 78n - 1n)
    expect(parseBaseUnits(42)).toBe(42n)
    for (const bad of ['-5', '1e18', '0x10', '1.5', '', '9'.repeat(79), -1, 1.5, null]) expect(parseBaseUnits(bad), String(bad)).toBeUndefined()
  })

  it('a token address is CAIP-10, valid in its namespace and on the expected network', () => {
    const usdc = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
    expect(parseTokenAddress(usdc, 'eip155:1')).toBe(usdc)
    expect(parseTokenAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toBeDefined()
    for (const bad of ['eip155:1:0xnot-hex', 'eip155:1:0x1234', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 'unknown:1:abc', 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48:x', 5]) {
      expect(parseTokenAddress(bad), String(bad)).toBeUndefined()
    }
    expect(parseTokenAddress(usdc, 'eip155:137')).toBeUndefined()
  })
})
