import { describe, expect, it } from 'vitest'
import type { AccountTabEntry } from '../../../kernel'
import { accountActionsFor, accountTabsFor } from './accountTabs'

const view = async () => ({ default: () => null })

describe('accountTabsFor', () => {
  it('ACCV-01 ACT-02 has Tokens and NFTs when no plugin adds a tab; Activity only once a plugin offers it', () => {
    expect(accountTabsFor([], 'eip155').map((t) => t.label)).toEqual(['Tokens', 'NFTs'])
    const activity: AccountTabEntry = { id: 'activity', order: 3, label: 'Activity', view, namespaces: ['eip155'] }
    expect(accountTabsFor([activity], 'eip155').map((t) => t.label)).toEqual(['Tokens', 'NFTs', 'Activity'])
    // ACT-12: offered on eip155 only, so a Solana account has no Activity tab.
    expect(accountTabsFor([activity], 'solana').map((t) => t.label)).toEqual(['Tokens', 'NFTs'])
    expect(accountTabsFor([], 'eip155').every((t) => t.view === undefined)).toBe(true)
  })

  it('ACCV-01 lets a plugin fill a built-in tab by id and keeps the others as placeholders', () => {
    const tabs = accountTabsFor([{ id: 'tokens', order: 1, label: 'Tokens', view }], 'eip155')
    expect(tabs.map((t) => [t.id, Boolean(t.view)])).toEqual([['tokens', true], ['nfts', false]])
  })

  it('places extra plugin tabs by order and skips tabs offered on other namespaces', () => {
    const entries: AccountTabEntry[] = [
      { id: 'sessions', order: 2.5, label: 'Sessions', view },
      { id: 'ordinals', order: 0, label: 'Ordinals', view, namespaces: ['bip122'] },
    ]
    expect(accountTabsFor(entries, 'eip155').map((t) => t.label)).toEqual(['Tokens', 'NFTs', 'Sessions'])
    expect(accountTabsFor(entries, 'bip122').map((t) => t.label)).toEqual(['Ordinals', 'Tokens', 'NFTs', 'Sessions'])
  })
})

describe('accountActionsFor', () => {
  it('ACCV-02 orders actions by their order (onramp, swaps, receive, send) and filters by namespace', () => {
    const actions = [
      { id: 'send', order: 4, view: 'WalletSend', namespaces: ['eip155', 'solana'] as const },
      { id: 'onramp', order: 1, view: 'OnRampProviders' },
      { id: 'receive', order: 3, view: 'WalletReceive' },
      { id: 'swaps', order: 2, view: 'Swap', namespaces: ['eip155'] as const },
    ]
    expect(accountActionsFor(actions, 'eip155').map((a) => a.id)).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(accountActionsFor(actions, 'solana').map((a) => a.id)).toEqual(['onramp', 'receive', 'send'])
  })

  it('ACCV-02 follows features.walletFeaturesOrder; actions it does not name come after, by order', () => {
    const actions = [
      { id: 'send', view: 'WalletSend' },
      { id: 'names', order: 9, view: 'RegisterAccountName' },
      { id: 'receive', view: 'WalletReceive' },
      { id: 'example', order: 1, view: 'Example' },
      { id: 'onramp', view: 'OnRampProviders' },
    ]
    expect(accountActionsFor(actions, 'eip155', ['send', 'receive', 'onramp']).map((a) => a.id)).toEqual(['send', 'receive', 'onramp', 'example', 'names'])
  })
})
