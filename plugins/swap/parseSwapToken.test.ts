import { describe, expect, it } from 'vitest'
import { parseSwapToken } from './parseSwapToken'

const usdc = { name: 'USD Coin', symbol: 'USDC', address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', decimals: 6, logoUri: 'data:image/svg+xml,x', eip2612: true }

describe('parseSwapToken', () => {
  it('keeps a listed token with the fields the views use', () => {
    expect(parseSwapToken(usdc, 'eip155:1')).toEqual({ name: 'USD Coin', symbol: 'USDC', address: usdc.address, decimals: 6, logoUri: 'data:image/svg+xml,x' })
    expect(parseSwapToken({ ...usdc, name: undefined, logoUri: 7 }, 'eip155:1')).toMatchObject({ name: 'USDC', logoUri: '' })
  })

  it('refuses the entries issue 29 found in a token list: decimals -1 or 5000000, bad addresses, overlong text', () => {
    for (const bad of [
      { ...usdc, decimals: -1 },
      { ...usdc, decimals: 5_000_000 },
      { ...usdc, decimals: '6x' },
      { ...usdc, symbol: 'U'.repeat(33) },
      { ...usdc, name: 'N'.repeat(129) },
      { ...usdc, address: 'eip155:1:0xnot-an-address' },
      { ...usdc, address: 'eip155:137:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
      null,
      'USDC',
    ]) {
      expect(parseSwapToken(bad, 'eip155:1'), JSON.stringify(bad)).toBeUndefined()
    }
  })

  it('issue-29 applies the rule it is given for the namespace (the chain plugin\'s token rule in a kit)', () => {
    const rules = { eip155: (address: string) => address === '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }
    expect(parseSwapToken(usdc, 'eip155:1', rules)).toBeDefined()
    expect(parseSwapToken({ ...usdc, address: 'eip155:1:0x000000000000000000000000000000000000dEaD' }, 'eip155:1', rules)).toBeUndefined()
  })
})
