import { describe, expect, it } from 'vitest'
import type { CaipNetwork, TokenBalance } from '../../kernel'
import { networkBalanceInUsd, sendableTokens } from './sendableTokens'

const mainnet = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
} satisfies CaipNetwork
const solana = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:2'] } },
} satisfies CaipNetwork

const balance = (symbol: string, chainId: string, numeric: string, price: number, address?: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId,
  ...(address ? { address } : {}),
  price,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
})
const eth = balance('ETH', 'eip155:1', '2.5', 3000)
const usdc = balance('USDC', 'eip155:1', '100', 1, 'eip155:1:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35')
const pol = balance('POL', 'eip155:137', '10', 0.5)
const sol = balance('SOL', solana.caipNetworkId, '3', 150)
const splUsdc = balance('USDC', solana.caipNetworkId, '5', 1, `${solana.caipNetworkId}:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v`)

describe('sendableTokens', () => {
  it('offers the account token balances of the active network only', () => {
    expect(sendableTokens({ tokenBalance: [eth, usdc, pol] }, mainnet)).toEqual([eth, usdc])
  })

  it('leaves out empty balances, decimals "0" (spam) entries, and SPL tokens on Solana', () => {
    const claim = { ...usdc, symbol: 'CLAIM', quantity: { decimals: '0', numeric: '5000' } }
    expect(sendableTokens({ tokenBalance: [eth, claim] }, mainnet)).toEqual([eth])
    expect(sendableTokens({ tokenBalance: [{ ...usdc, quantity: { decimals: '6', numeric: '0' } }, eth] }, mainnet)).toEqual([eth])
    expect(sendableTokens({ tokenBalance: [sol, splUsdc] }, solana)).toEqual([sol])
  })

  it('offers TRX and TRC-20 tokens on TRON: its chain plugin sends tokens through writeContract', () => {
    const tron = { ...solana, id: '0x2b6653dc', caipNetworkId: 'tron:0x2b6653dc', chainNamespace: 'tron', name: 'TRON', nativeCurrency: { name: 'TRX', symbol: 'TRX', decimals: 6 } } satisfies CaipNetwork
    const trx = balance('TRX', tron.caipNetworkId, '1000', 0)
    const usdt = balance('USDT', tron.caipNetworkId, '500', 1, `${tron.caipNetworkId}:TJtXA3j2TmZYYLxVjn1s9sftmSNnWHxhGc`)
    expect(sendableTokens({ tokenBalance: [trx, usdt] }, tron)).toEqual([trx, usdt])
    // Still SOL only on Solana, whose chain plugin has no contract calls.
    expect(sendableTokens({ tokenBalance: [sol, splUsdc] }, solana)).toEqual([sol])
  })

  it('falls back to the native coin from the account balance when there are no token balances', () => {
    expect(sendableTokens({ tokenBalance: [], balance: '1.25', balanceSymbol: 'ETH' }, mainnet)).toEqual([
      { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', price: 0, quantity: { decimals: '18', numeric: '1.25' }, iconUrl: '' },
    ])
    expect(sendableTokens({ tokenBalance: [], balance: '0' }, mainnet)).toEqual([])
    expect(sendableTokens({ tokenBalance: [eth] }, undefined)).toEqual([])
  })
})

describe('networkBalanceInUsd', () => {
  it('SEND-03 is the native balance times its price on the active network', () => {
    expect(networkBalanceInUsd([usdc, eth, pol], mainnet)).toBe('7500')
    expect(networkBalanceInUsd([usdc], mainnet)).toBeUndefined()
    expect(networkBalanceInUsd([eth], undefined)).toBeUndefined()
  })
})
