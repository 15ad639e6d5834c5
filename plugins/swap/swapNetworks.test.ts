import { describe, expect, it } from 'vitest'
import { SWAP_CHAIN_IDS, isSwapNetwork } from './swapNetworks'

describe('swap networks', () => {
  it('SWAP-12 swaps run on the eip155 chain ids 1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217 and 1313161554', () => {
    expect(SWAP_CHAIN_IDS).toEqual([1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554])
    for (const id of SWAP_CHAIN_IDS) expect(isSwapNetwork({ caipNetworkId: `eip155:${id}` })).toBe(true)
  })

  it('SWAP-12 refuses other chain ids, other namespaces and no network', () => {
    expect(isSwapNetwork({ caipNetworkId: 'eip155:11155111' })).toBe(false)
    expect(isSwapNetwork({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).toBe(false)
    expect(isSwapNetwork(undefined)).toBe(false)
  })
})
