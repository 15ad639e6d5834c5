import type { SwapTransaction } from './createSwapApi'

/** Why a swap built again just before sending no longer matches the preview. */
export type QuoteDrift = 'to' | 'value' | 'output'

/**
 * Issue 29 part 5: whether the transaction the provider builds now still is the one the visitor
 * previewed. The receiver contract and the coin sent must be the same; the output may not fall
 * below the previewed output less the slippage the visitor accepted (basis points avoid floats).
 * An output that rose is no reason to stop: the previewed transaction pays at least as promised.
 */
export function quoteDrift(previewed: SwapTransaction, previewedOutput: bigint, fresh: SwapTransaction, freshOutput: bigint, slippagePercent: number): QuoteDrift | undefined {
  if (fresh.to.toLowerCase() !== previewed.to.toLowerCase()) return 'to'
  if (fresh.value !== previewed.value) return 'value'
  const keptBps = 10_000n - BigInt(Math.round(slippagePercent * 100))
  if (freshOutput * 10_000n < previewedOutput * keptBps) return 'output'
  return undefined
}
