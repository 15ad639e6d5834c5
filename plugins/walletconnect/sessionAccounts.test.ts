import { describe, expect, it } from 'vitest'
import { addressesOn, sessionAccounts, sessionNamespaces } from './sessionAccounts'
import type { WcSession } from './types'

const session: WcSession = {
  topic: 'a'.repeat(64),
  namespaces: {
    eip155: {
      chains: ['eip155:1', 'eip155:137'],
      accounts: ['eip155:1:0xAbc', 'eip155:137:0xAbc', 'eip155:137:0xDef', 'not-an-account'],
      methods: [],
      events: [],
    },
    'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': {
      accounts: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs'],
      methods: [],
      events: [],
    },
  },
  peer: { metadata: { name: 'Wallet', icons: [] } },
}

describe('sessionAccounts', () => {
  it('PROV-04 reads accounts of the form namespace:chainId:address, dropping any other shape', () => {
    expect(sessionAccounts(session, 'eip155')).toEqual([
      { namespace: 'eip155', chainId: 'eip155:1', address: '0xAbc' },
      { namespace: 'eip155', chainId: 'eip155:137', address: '0xAbc' },
      { namespace: 'eip155', chainId: 'eip155:137', address: '0xDef' },
    ])
    expect(sessionAccounts(session, 'solana')).toEqual([
      {
        namespace: 'solana',
        chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        address: '7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs',
      },
    ])
    expect(sessionNamespaces(session)).toEqual(['eip155', 'solana'])
    expect(addressesOn(session, 'eip155:137')).toEqual(['0xAbc', '0xDef'])
    expect(addressesOn(undefined, 'eip155:1')).toEqual([])
  })
})
