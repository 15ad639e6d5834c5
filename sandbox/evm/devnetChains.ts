// What differs between the two local chains: ids, native coin, its made-up USD price and the
// pool's opening liquidity (sized so the pool price matches the price table).

export const DEVNET_CHAIN_IDS = [1, 137] as const
export type DevnetChainId = (typeof DEVNET_CHAIN_IDS)[number]

export interface DevnetChainConfig {
  chainId: DevnetChainId
  caipNetworkId: `eip155:${DevnetChainId}`
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: 18 }
  /** Fixed USD price of the native coin; balances, history and prices use it. */
  nativePriceUsd: number
  wrappedNative: { name: string; symbol: string }
  /** Opening pool reserves in whole units: USDC and wrapped native. */
  poolLiquidity: { usdc: string; wrappedNative: string }
}

export const DEVNET_CHAIN_CONFIGS: Readonly<Record<DevnetChainId, DevnetChainConfig>> = {
  1: {
    chainId: 1,
    caipNetworkId: 'eip155:1',
    name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    nativePriceUsd: 3000,
    wrappedNative: { name: 'Wrapped Ether', symbol: 'WETH' },
    poolLiquidity: { usdc: '300000', wrappedNative: '100' },
  },
  137: {
    chainId: 137,
    caipNetworkId: 'eip155:137',
    name: 'Polygon',
    nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
    nativePriceUsd: 0.5,
    wrappedNative: { name: 'Wrapped POL', symbol: 'WPOL' },
    poolLiquidity: { usdc: '50000', wrappedNative: '100000' },
  },
}

export function isDevnetChainId(value: number): value is DevnetChainId {
  return (DEVNET_CHAIN_IDS as readonly number[]).includes(value)
}
