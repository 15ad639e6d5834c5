import { describe, expect, it } from 'vitest'
import { mainnet, polygon, solana } from '../../../kernel/networks'
import { eip155Networks, toWagmiChains } from './toWagmiChains'

describe('toWagmiChains', () => {
  it("keeps the host's eip155 networks in order, in CAIP form, and leaves other namespaces to their adapters", () => {
    const custom = { id: 31337, name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }
    const networks = eip155Networks([polygon, solana, custom, mainnet])
    expect(networks.map((n) => [n.caipNetworkId, n.chainNamespace])).toEqual([
      ['eip155:137', 'eip155'],
      ['eip155:31337', 'eip155'],
      ['eip155:1', 'eip155'],
    ])
  })

  it('gives wagmi viem chains with numeric ids, names, currencies and RPC URLs', () => {
    const [first, second] = toWagmiChains(eip155Networks([mainnet, polygon]))
    expect(first).toMatchObject({ id: 1, name: 'Ethereum', nativeCurrency: { symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [mainnet.rpcUrls.default.http[0]] } } })
    expect(second).toMatchObject({ id: 137, name: 'Polygon' })
  })

  it('says what is missing when no eip155 network is given (wagmi needs at least one chain)', () => {
    expect(() => toWagmiChains(eip155Networks([solana]))).toThrow('WagmiAdapter needs at least one eip155 network in `networks`')
  })
})
