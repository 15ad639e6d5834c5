import { describe, expect, it } from 'vitest'
import { defineChain } from './defineChain'

// A viem-style chain: no CAIP fields, plus viem-only fields that must survive.
const anvil = {
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  formatters: undefined,
  testnet: true,
}

describe('defineChain', () => {
  it('NETW-01 fills the CAIP fields of a viem-style chain as eip155', () => {
    const network = defineChain(anvil)
    expect(network.chainNamespace).toBe('eip155')
    expect(network.caipNetworkId).toBe('eip155:31337')
    expect(network).toMatchObject(anvil)
    expect('formatters' in network).toBe(true)
  })

  it('NETW-01 carries literal types through, like AppKit defineChain', () => {
    const network = defineChain({ ...anvil, id: 31337 })
    const id: 'eip155:31337' = network.caipNetworkId
    const ns: 'eip155' = network.chainNamespace
    expect([id, ns]).toEqual(['eip155:31337', 'eip155'])
  })

  it('NETW-01 keeps given CAIP fields and builds the id from a given namespace', () => {
    expect(
      defineChain({ ...anvil, id: 'abc', chainNamespace: 'polkadot' }).caipNetworkId,
    ).toBe('polkadot:abc')
    const fromId = defineChain({ ...anvil, id: '-239', caipNetworkId: 'ton:-239' })
    expect(fromId.chainNamespace).toBe('ton')
    expect(fromId.caipNetworkId).toBe('ton:-239')
  })

  it('CAIP-06 rejects a malformed caipNetworkId', () => {
    expect(() => defineChain({ ...anvil, caipNetworkId: 'eip155:' as 'eip155:1' })).toThrowError(
      /^Invalid CAIP-2 network id$/,
    )
  })

  it('does not mutate its input', () => {
    const input = { ...anvil }
    defineChain(input)
    expect(input).toEqual(anvil)
  })
})
