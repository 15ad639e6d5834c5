import { describe, expect, it } from 'vitest'
import { buildNamespaces, EVM_METHODS, TON_METHODS, TRON_METHODS } from './buildNamespaces'

const chains = ['eip155:1', 'eip155:137', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']
const addresses = { eip155: '0xabc', solana: 'Sol111' }

describe('buildNamespaces', () => {
  it('SBX-37 approves every supported chain of the asked namespaces, with the asked methods added', () => {
    const namespaces = buildNamespaces({
      required: undefined,
      optional: { eip155: { chains: ['eip155:1'], methods: ['eth_custom'], events: ['message'] } },
      chains,
      addresses,
    })
    expect(namespaces).toEqual({
      eip155: {
        chains: ['eip155:1', 'eip155:137'],
        accounts: ['eip155:1:0xabc', 'eip155:137:0xabc'],
        methods: [...EVM_METHODS, 'eth_custom'],
        events: ['chainChanged', 'accountsChanged', 'message'],
      },
    })
  })

  it('SBX-37 reads chain-keyed namespaces and offers both when none were asked', () => {
    expect(Object.keys(buildNamespaces({ required: { 'eip155:1': {} }, optional: undefined, chains, addresses }))).toEqual(['eip155'])
    expect(Object.keys(buildNamespaces({ required: undefined, optional: undefined, chains, addresses }))).toEqual(['eip155', 'solana'])
  })

  it('SBX-37 throws for a required chain it does not support', () => {
    expect(() => buildNamespaces({ required: { eip155: { chains: ['eip155:10'] } }, optional: undefined, chains, addresses })).toThrowError(
      /^Unsupported chains: eip155:10$/,
    )
  })

  it('approves ton and tron with their methods when the dapp asks for them, and only then', () => {
    const all = [...chains, 'ton:-239', 'tron:0x2b6653dc']
    const withKeys = { ...addresses, ton: 'UQton', tron: 'Ttron' }
    const namespaces = buildNamespaces({
      required: undefined,
      optional: { ton: { chains: ['ton:-239'], methods: ['ton_sendMessage'], events: [] }, tron: { chains: ['tron:0x2b6653dc'] } },
      chains: all,
      addresses: withKeys,
    })
    expect(namespaces).toEqual({
      ton: { chains: ['ton:-239'], accounts: ['ton:-239:UQton'], methods: TON_METHODS, events: ['chainChanged', 'accountsChanged'] },
      tron: { chains: ['tron:0x2b6653dc'], accounts: ['tron:0x2b6653dc:Ttron'], methods: TRON_METHODS, events: ['chainChanged', 'accountsChanged'] },
    })
    expect(Object.keys(buildNamespaces({ required: undefined, optional: undefined, chains: all, addresses: withKeys }))).toEqual(['eip155', 'solana'])
  })
})
