import type { CaipNetwork } from '../../kernel/plugin'

/** Spec §9: the eip155 chain ids swaps run on (SWAP-12). */
export const SWAP_CHAIN_IDS: readonly number[] = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554]

/** The CAIP-2 ids of SWAP_CHAIN_IDS, for the UnsupportedChain view's list. */
export const SWAP_CAIP_NETWORK_IDS: readonly string[] = SWAP_CHAIN_IDS.map((id) => `eip155:${id}`)

/** Whether the kit swaps on this network: eip155 and on the list. */
export function isSwapNetwork(network: Pick<CaipNetwork, 'caipNetworkId'> | undefined): boolean {
  return Boolean(network && SWAP_CAIP_NETWORK_IDS.includes(network.caipNetworkId))
}
