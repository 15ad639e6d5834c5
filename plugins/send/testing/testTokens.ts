// Token balances in the blockchain API's shape (spec §3), as the balances plugin stores them.
import type { TokenBalance } from '../../../kernel'

export const ETH: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  value: 3_000_000,
  quantity: { decimals: '18', numeric: '1000' },
  iconUrl: 'data:image/svg+xml,eth',
}
export const USDC: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  price: 1,
  value: 10_000,
  quantity: { decimals: '6', numeric: '10000' },
  iconUrl: 'data:image/svg+xml,usdc',
}
export const USDT: TokenBalance = {
  name: 'Tether USD',
  symbol: 'USDT',
  chainId: 'eip155:1',
  address: 'eip155:1:0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
  price: 1,
  value: 10_000,
  quantity: { decimals: '6', numeric: '10000' },
  iconUrl: 'data:image/svg+xml,usdt',
}
export const SOL: TokenBalance = {
  name: 'Solana',
  symbol: 'SOL',
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  price: 150,
  value: 15_000,
  quantity: { decimals: '9', numeric: '100' },
  iconUrl: 'data:image/svg+xml,sol',
}

/** Devnet account 1 of the well-known test mnemonic. */
export const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const SOLANA_RECEIVER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
