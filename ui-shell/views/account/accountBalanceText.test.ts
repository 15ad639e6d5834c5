import { describe, expect, it } from 'vitest'
import { accountBalanceText } from './accountBalanceText'

const eth = { nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }

describe('accountBalanceText', () => {
  it('formats with 2 decimals and en-US grouping, then the symbol', () => {
    expect(accountBalanceText({ balance: '1234.5678', balanceSymbol: 'ETH', network: eth, unsupported: false })).toBe('1,234.57 ETH')
    expect(accountBalanceText({ balance: '0.004', balanceSymbol: undefined, network: eth, unsupported: false })).toBe('0.00 ETH')
  })

  it('shows 0.00 on a testnet, even with no balance fetched', () => {
    expect(accountBalanceText({ balance: undefined, balanceSymbol: undefined, network: { ...eth, testnet: true }, unsupported: false })).toBe('0.00 ETH')
    expect(accountBalanceText({ balance: '5', balanceSymbol: 'ETH', network: { ...eth, testnet: true }, unsupported: false })).toBe('0.00 ETH')
  })

  it('shows 0.00 on an unsupported network', () => {
    expect(accountBalanceText({ balance: '5', balanceSymbol: 'ETH', network: eth, unsupported: true })).toBe('0.00 ETH')
  })

  it('shows nothing while no balance is known on a mainnet, and nothing for garbage', () => {
    expect(accountBalanceText({ balance: undefined, balanceSymbol: undefined, network: eth, unsupported: false })).toBeUndefined()
    expect(accountBalanceText({ balance: 'abc', balanceSymbol: 'ETH', network: eth, unsupported: false })).toBeUndefined()
  })
})
