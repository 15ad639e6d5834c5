import type { CaipNetwork } from '../../kernel/plugin'

/** A TRC-20 token the adapter reads a balance of. */
export interface TronToken {
  /** Base58 `T…` contract address. */
  address: string
  symbol: string
  name: string
  decimals: number
  iconUrl?: string
}

/** Tether's USDT on TRON mainnet, the token most TRON accounts hold. */
export const TRON_MAINNET_USDT: TronToken = Object.freeze({ address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', symbol: 'USDT', name: 'Tether USD', decimals: 6 })

/** The tokens listed on a network when the host names none: USDT on mainnet, none elsewhere. */
export const DEFAULT_TRON_TOKENS: Readonly<Record<string, readonly TronToken[]>> = Object.freeze({ 'tron:0x2b6653dc': [TRON_MAINNET_USDT] })

export function tokensOf(network: CaipNetwork, tokens: Readonly<Record<string, readonly TronToken[]>> | undefined): readonly TronToken[] {
  return (tokens ?? DEFAULT_TRON_TOKENS)[network.caipNetworkId] ?? []
}
