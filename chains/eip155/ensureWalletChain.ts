import type { CaipNetwork, RequestProvider } from '../../kernel/plugin'
import { parseChainId } from './chainIds'
import { switchEvmChain } from './switchEvmChain'

/**
 * Moves the wallet to `network` when it is elsewhere. Every write goes through here first: a
 * transfer or contract call sent on another chain would move other funds, or fail.
 */
export async function ensureWalletChain(provider: RequestProvider, network: CaipNetwork): Promise<void> {
  const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }))
  if (chainId !== Number(network.id)) await switchEvmChain(provider, network)
}

/** A bigint as a JSON-RPC quantity (0x-hex, no leading zeros). */
export const toQuantity = (value: bigint): `0x${string}` => `0x${value.toString(16)}`
