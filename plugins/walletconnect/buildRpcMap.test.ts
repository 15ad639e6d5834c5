import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../../kernel'
import { buildRpcMap, withBothKeyForms } from './buildRpcMap'

const evm = (id: number, http: string[]): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http } },
})

describe('buildRpcMap', () => {
  it('PROV-10 a chain without an RPC URL raises "No RPC url provided for chainId: {id}"', () => {
    expect(() => buildRpcMap([evm(1, ['http://127.0.0.1:8545']), evm(8453, [])])).toThrowError(/^No RPC url provided for chainId: 8453$/)
  })

  it('writes both the reference and the CAIP-2 key', () => {
    expect(buildRpcMap([evm(1, ['http://a'])])).toEqual({ '1': 'http://a', 'eip155:1': 'http://a' })
    expect(withBothKeyForms('solana', { 'solana:abc': 'http://s', def: 'http://d' })).toEqual({
      abc: 'http://s',
      'solana:abc': 'http://s',
      def: 'http://d',
      'solana:def': 'http://d',
    })
  })
})
