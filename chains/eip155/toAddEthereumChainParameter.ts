import type { CaipNetwork } from '../../kernel/plugin'
import { toHexChainId } from './chainIds'

/** EIP-3085 parameter for wallet_addEthereumChain. */
export interface AddEthereumChainParameter {
  chainId: `0x${string}`
  chainName: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: string[]
  blockExplorerUrls?: string[]
  iconUrls?: string[]
}

/**
 * The chain as a wallet should store it. Its own RPC (`chainDefault`) goes first: the kit's
 * default may be the RPC gateway, whose URL carries the host's project id.
 */
export function toAddEthereumChainParameter(network: CaipNetwork): AddEthereumChainParameter {
  const rpcUrls = [...(network.rpcUrls.chainDefault?.http ?? network.rpcUrls.default.http)]
  const parameter: AddEthereumChainParameter = {
    chainId: toHexChainId(network.id),
    chainName: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls,
  }
  const explorer = network.blockExplorers?.default.url
  if (explorer) parameter.blockExplorerUrls = [explorer]
  if (network.assets?.imageUrl) parameter.iconUrls = [network.assets.imageUrl]
  return parameter
}
