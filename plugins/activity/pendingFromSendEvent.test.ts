import { describe, expect, it } from 'vitest'
import type { AccountState, TokenBalance } from '../../kernel/plugin'
import { pendingFromSendEvent } from './pendingFromSendEvent'
import { ME } from './testing/historyFixtures'

const ETH: TokenBalance = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', price: 3000, quantity: { decimals: '18', numeric: '1' }, iconUrl: 'data:image/svg+xml,eth' }
// The two store reads the function makes, over plain account states.
const stores = (accounts: Partial<Record<string, Partial<AccountState>>>) =>
  ({ accounts: { get: (ns: string) => accounts[ns] ?? {} }, connection: {} }) as unknown as Parameters<typeof pendingFromSendEvent>[1]
const success = (properties: Record<string, unknown>) => ({ type: 'track' as const, event: 'SEND_SUCCESS', properties })

describe('pendingFromSendEvent', () => {
  it('reads a pending send from SEND_SUCCESS: hash, network, sender, token with its icon from the balances', () => {
    const pending = pendingFromSendEvent(success({ hash: '0xabc', token: 'ETH', amount: '0.1', network: 'eip155:1' }), stores({ eip155: { address: ME, tokenBalance: [ETH] } }))
    expect(pending).toEqual({ hash: '0xabc', caipNetworkId: 'eip155:1', from: ME, operationType: 'send', token: { symbol: 'ETH', amount: '0.1', iconUrl: ETH.iconUrl } })
  })

  it('ignores other events, a send without a hash or address, and a send on a namespace without activity (ACT-12)', () => {
    const s = stores({ eip155: { address: ME }, solana: { address: 'So1ana' } })
    expect(pendingFromSendEvent({ type: 'track', event: 'SEND_INITIATED', properties: { hash: '0x1', network: 'eip155:1' } }, s)).toBeUndefined()
    expect(pendingFromSendEvent(success({ network: 'eip155:1' }), s)).toBeUndefined()
    expect(pendingFromSendEvent(success({ hash: '0x1', network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }), s)).toBeUndefined()
    expect(pendingFromSendEvent(success({ hash: '0x1', network: 'eip155:1' }), stores({}))).toBeUndefined()
    expect(pendingFromSendEvent(success({ hash: '0x1', network: 'garbage' }), s)).toBeUndefined()
  })
})
