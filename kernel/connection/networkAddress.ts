import type { CaipAddress, CaipNetwork } from '../types'

/** The address page on the network's explorer, when the network names one. */
export const explorerUrlOf = (network: CaipNetwork, address: string) =>
  network.blockExplorers ? `${network.blockExplorers.default.url}/address/${address}` : undefined

export const caipAddressOf = (network: CaipNetwork, address: string): CaipAddress =>
  `${network.caipNetworkId}:${address}`
