// Per-chain state the routes share: the devnet, a viem client over its in-process provider,
// and token lookups by address.
import { createPublicClient, custom, getAddress, isAddress, type Address, type PublicClient } from 'viem'
import { DEVNET_CHAIN_IDS } from '../devnetChains'
import type { DevnetToken, EvmDevnet, EvmDevnets } from '../types'

/** The address the blockchain API uses for a chain's native coin. */
export const NATIVE_TOKEN_ADDRESS: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

export interface ChainContext {
  devnet: EvmDevnet
  client: PublicClient
}

export type ChainContexts = ReadonlyMap<string, ChainContext>

export function createChainContexts(devnets: EvmDevnets): ChainContexts {
  const contexts = new Map<string, ChainContext>()
  for (const id of DEVNET_CHAIN_IDS) {
    const devnet = devnets.chains[id]
    const client = createPublicClient({ transport: custom(devnet.provider) }) as PublicClient
    contexts.set(devnet.caipNetworkId, { devnet, client })
  }
  return contexts
}

/** `eip155:1` or `1` -> the devnet's context; anything else -> undefined. */
export function findChain(contexts: ChainContexts, chainId: string | null | undefined): ChainContext | undefined {
  if (!chainId) return undefined
  return contexts.get(chainId.includes(':') ? chainId : `eip155:${chainId}`)
}

export interface ParsedAccount {
  /** CAIP-2 id when the input was CAIP-10. */
  caipNetworkId?: string
  address: string
}

/** Accepts a plain address or a CAIP-10 account id (`eip155:1:0xabc`). */
export function parseAccount(value: string): ParsedAccount {
  const parts = value.split(':')
  if (parts.length === 3) return { caipNetworkId: `${parts[0]}:${parts[1]}`, address: parts[2]! }
  return { address: value }
}

export function toEvmAddress(value: string): Address | undefined {
  return isAddress(value, { strict: false }) ? getAddress(value) : undefined
}

/** The devnet token at `address`, 'native' for the native placeholder, undefined otherwise. */
export function findToken(chain: ChainContext, address: string): DevnetToken | 'native' | undefined {
  const lower = address.toLowerCase()
  if (lower === NATIVE_TOKEN_ADDRESS.toLowerCase()) return 'native'
  return Object.values(chain.devnet.tokens).find((t) => t.address.toLowerCase() === lower)
}

export function caip10(chain: ChainContext, address: string): `${string}:${string}:${string}` {
  return `${chain.devnet.caipNetworkId}:${address}`
}
