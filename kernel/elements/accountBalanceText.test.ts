import { describe, expect, it } from 'vitest'
import { accountBalanceText } from './accountBalanceText'

const eth = { nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }
const text = (balance: string | undefined, extra: { testnet?: boolean; unsupported?: boolean; symbol?: string } = {}) =>
  accountBalanceText({
    balance,
    balanceSymbol: extra.symbol,
    network: { ...eth, testnet: extra.testnet },
    unsupported: extra.unsupported ?? false,
  })

describe('accountBalanceText', () => {
  it('2 decimals, en-US grouping, then the symbol (the network currency when none is given)', () => {
    expect(text('9876543.215', { symbol: 'POL' })).toBe('9,876,543.22 POL')
    expect(text('0.001')).toBe('0.00 ETH')
  })

  it('0.00 on testnets and unsupported networks, fetched or not (spec §5)', () => {
    expect(text(undefined, { testnet: true })).toBe('0.00 ETH')
    expect(text('12', { unsupported: true })).toBe('0.00 ETH')
  })

  it('nothing while unknown or unreadable on a supported mainnet', () => {
    expect(text(undefined)).toBeUndefined()
    expect(text('')).toBeUndefined()
    expect(text('NaN')).toBeUndefined()
  })
})
