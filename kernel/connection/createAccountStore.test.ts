import { describe, expect, it } from 'vitest'
import { createAccountStore, createEmptyAccountState } from './createAccountStore'

const SPEC_FIELDS = [
  'caipAddress',
  'address',
  'balance',
  'balanceSymbol',
  'profileName',
  'profileImage',
  'addressExplorerUrl',
  'tokenBalance',
  'smartAccountDeployed',
  'currentTab',
  'connectedWalletInfo',
  'preferredAccountTypes',
  'socialProvider',
  'socialWindow',
  'farcasterUrl',
  'allAccounts',
  'user',
  'status',
  'addressLabels',
]

describe('createAccountStore', () => {
  it('ACCT-01 keeps an account state per namespace with every field of spec §3', () => {
    expect(Object.keys(createEmptyAccountState()).sort()).toEqual([...SPEC_FIELDS].sort())

    const store = createAccountStore()
    store.patch('eip155', { address: '0xabc', caipAddress: 'eip155:1:0xabc', balance: '1.5', balanceSymbol: 'ETH' })
    store.patch('solana', { address: 'So1', profileName: 'sol.name' })
    const evm = store.get('eip155')
    expect(Object.keys(evm).sort()).toEqual([...SPEC_FIELDS].sort())
    expect(evm).toMatchObject({ address: '0xabc', balance: '1.5', balanceSymbol: 'ETH', currentTab: 0 })
    expect(evm.addressLabels).toBeInstanceOf(Map)
    expect(store.get('solana')).toMatchObject({ address: 'So1', profileName: 'sol.name' })
    expect(store.get('solana').balance).toBeUndefined()
  })

  it('hands out the same empty state for an untouched namespace until it is written', () => {
    const store = createAccountStore()
    expect(store.get('bip122')).toBe(store.get('bip122'))
    expect(store.get('bip122').status).toBe('disconnected')
    store.patch('bip122', { currentTab: 1 })
    expect(store.get('bip122').currentTab).toBe(1)
  })

  it('does not notify for a patch that changes nothing', () => {
    const store = createAccountStore()
    store.patch('eip155', { address: '0xabc' })
    let calls = 0
    store.subscribe(() => calls++)
    store.patch('eip155', { address: '0xabc' })
    expect(calls).toBe(0)
  })

  it('resetAccount empties the namespace and sets disconnected, keeping the preferred account type', () => {
    const store = createAccountStore()
    store.patch('eip155', {
      address: '0xabc',
      status: 'connected',
      preferredAccountTypes: { eip155: 'smartAccount' },
      addressLabels: new Map([['0xabc', 'me']]),
    })
    store.resetAccount('eip155')
    const account = store.get('eip155')
    expect(account).toMatchObject({ address: undefined, status: 'disconnected', preferredAccountTypes: { eip155: 'smartAccount' } })
    expect(account.addressLabels.size).toBe(0)
  })
})
