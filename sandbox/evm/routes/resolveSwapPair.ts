// Maps the convert API's CAIP-10 token ids onto the devnet pool: it trades USDC against the
// wrapped native coin, and takes or pays the native coin itself through that side.
import { encodeFunctionData, type Address, type Hex } from 'viem'
import { constantProductPoolArtifact } from '../contracts/artifacts'
import type { DevnetToken } from '../types'
import { findChain, findToken, parseAccount, toEvmAddress, type ChainContext, type ChainContexts } from './chainContext'

export type SwapSide = 'native' | DevnetToken

export interface SwapPair {
  chain: ChainContext
  from: SwapSide
  to: SwapSide
}

export type SwapPairResult = SwapPair | { error: { field: string; description: string } }

export function resolveSwapPair(chains: ChainContexts, from: unknown, to: unknown): SwapPairResult {
  if (typeof from !== 'string' || typeof to !== 'string') {
    return { error: { field: 'from', description: 'from and to must be CAIP-10 token addresses' } }
  }
  const fromId = parseAccount(from)
  const chain = findChain(chains, fromId.caipNetworkId)
  if (!chain) return { error: { field: 'from', description: `Unsupported chain: ${fromId.caipNetworkId ?? from}` } }
  if (parseAccount(to).caipNetworkId !== chain.devnet.caipNetworkId) {
    return { error: { field: 'to', description: 'from and to must be on the same chain' } }
  }
  const fromSide = findToken(chain, fromId.address)
  const toSide = findToken(chain, parseAccount(to).address)
  const tradable = (side: SwapSide | undefined) =>
    side === 'native' || side?.key === 'USDC' || side?.key === 'WRAPPED_NATIVE'
  if (!tradable(fromSide) || !tradable(toSide)) {
    return { error: { field: 'from', description: 'No liquidity for this token pair' } }
  }
  const isUsdc = (side: SwapSide | undefined) => side !== 'native' && side?.key === 'USDC'
  // Exactly one side is USDC; the other is the native coin or its wrapped token.
  if (isUsdc(fromSide) === isUsdc(toSide)) return { error: { field: 'to', description: 'No liquidity for this token pair' } }
  return { chain, from: fromSide!, to: toSide! }
}

/** The pool-side token address that goes in. */
export function poolTokenIn(pair: SwapPair): Address {
  return pair.from === 'native' ? pair.chain.devnet.pool.token1 : pair.from.address
}

export async function quoteSwap(pair: SwapPair, amountIn: bigint): Promise<bigint> {
  return pair.chain.client.readContract({
    address: pair.chain.devnet.pool.address,
    abi: constantProductPoolArtifact.abi,
    functionName: 'getAmountOut',
    args: [poolTokenIn(pair), amountIn],
  })
}

export function encodeSwap(pair: SwapPair, amountIn: bigint, minAmountOut: bigint, recipient: Address, deadline: bigint): { data: Hex; value: bigint } {
  const abi = constantProductPoolArtifact.abi
  if (pair.from === 'native') {
    return { data: encodeFunctionData({ abi, functionName: 'swapNativeForToken', args: [minAmountOut, recipient, deadline] }), value: amountIn }
  }
  if (pair.to === 'native') {
    return { data: encodeFunctionData({ abi, functionName: 'swapTokenForNative', args: [amountIn, minAmountOut, recipient, deadline] }), value: 0n }
  }
  return { data: encodeFunctionData({ abi, functionName: 'swap', args: [pair.from.address, amountIn, minAmountOut, recipient, deadline] }), value: 0n }
}

export function parseUserAddress(value: unknown): Address | undefined {
  return typeof value === 'string' ? toEvmAddress(parseAccount(value).address) : undefined
}

export function parseAmount(value: unknown): bigint | undefined {
  const text = typeof value === 'number' ? String(value) : value
  return typeof text === 'string' && /^\d+$/.test(text) && BigInt(text) > 0n ? BigInt(text) : undefined
}
