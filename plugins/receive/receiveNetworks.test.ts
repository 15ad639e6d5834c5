import { describe, expect, it } from 'vitest'
import { mainnet, optimism, polygon, sepolia, solana } from '../../kernel/networks'
import { receiveNetworks } from './receiveNetworks'

const networks = [mainnet, polygon, sepolia, solana]

describe('receiveNetworks', () => {
  it('lists the configured networks of the active namespace, in the host’s order', () => {
    expect(receiveNetworks({ networks, supportedNetworkIds: {} }, 'eip155').map((n) => n.name)).toEqual(['Ethereum', 'Polygon', 'Sepolia'])
    expect(receiveNetworks({ networks, supportedNetworkIds: {} }, 'solana')).toEqual([solana])
  })

  it('keeps only what the wallet approved when it says', () => {
    const supportedNetworkIds = { eip155: [polygon.caipNetworkId, optimism.caipNetworkId] }
    expect(receiveNetworks({ networks, supportedNetworkIds }, 'eip155')).toEqual([polygon])
    expect(receiveNetworks({ networks, supportedNetworkIds: { eip155: [] } }, 'eip155')).toHaveLength(3)
  })

  it('is empty without an active namespace', () => {
    expect(receiveNetworks({ networks, supportedNetworkIds: {} }, undefined)).toEqual([])
  })
})
