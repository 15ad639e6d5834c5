import type { TokenBalance } from '../../kernel/plugin'
import { tokenAddressOf } from './sendableToken'

/** ERC-20 `transfer(address to, uint256 value) returns (bool)`. */
export const erc20TransferAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const

/**
 * Tether's `transfer(address _to, uint256 _value)`, which returns nothing: a caller that
 * decodes a bool from its (empty) return data fails, so USDT-style contracts get their own ABI.
 */
export const usdtTransferAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: '_to', type: 'address' },
      { name: '_value', type: 'uint256' },
    ],
    outputs: [],
  },
] as const

/**
 * USDT contracts AppKit lists (mainnet, Polygon, Avalanche, Cosmos, Celo, BNB, Arbitrum), kept
 * lower case: AppKit compares case-sensitively against a mixed-case list, so checksummed
 * addresses slipped through; we compare lower case.
 */
export const USDT_CONTRACT_ADDRESSES: readonly string[] = [
  '0xdac17f958d2ee523a2206206994597c13d831ec7',
  '0xc2132d05d31c914a87c6611c10748aeb04b58e8f',
  '0x9702230a8ea53601f5cd2dc00fdbc13d4df4a8c7',
  '0x919c1c267bc06a7039e03fcc2ef738525769109c',
  '0x48065fbbe25f71c9282ddf5e1cd6d6a887483d5e',
  '0x55d398326f99059ff775485246999027b3197955',
  '0xfd086bc7cd5c481dcc9c85ebe478a1c0b69fcbb9',
]

/** Whether the token is Tether-style: a known USDT contract, or any token whose symbol is USDT (SEND-13). */
export function isUsdtStyle(token: Pick<TokenBalance, 'address' | 'symbol'>): boolean {
  const address = tokenAddressOf(token)?.toLowerCase()
  return (address !== undefined && USDT_CONTRACT_ADDRESSES.includes(address)) || token.symbol.toUpperCase() === 'USDT'
}

/** The transfer ABI to call the token with. */
export function transferAbiFor(token: Pick<TokenBalance, 'address' | 'symbol'>) {
  return isUsdtStyle(token) ? usdtTransferAbi : erc20TransferAbi
}
