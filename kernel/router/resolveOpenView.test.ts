import { describe, expect, it } from 'vitest'
import type { ChainNamespace } from '../types'
import { resolveOpenView, type OpenViewContext } from './resolveOpenView'
import { testMainnet as mainnet, testSolana as solanaMainnet } from '../connection/testing/testNetworks'

const evmAddress = 'eip155:1:0x00000000000000000000000000000000000000a1'

/** A kit on eip155 with both chain adapters; `addresses` says which namespaces are connected. */
function context(overrides: Partial<OpenViewContext> & { addresses?: Partial<Record<ChainNamespace, string>> } = {}) {
  const { addresses = {}, ...rest } = overrides
  const ctx: OpenViewContext = {
    getActiveNamespace: () => 'eip155',
    getCaipAddress: (ns) => addresses[ns ?? ctx.getActiveNamespace() ?? ''],
    hasChainAdapters: () => true,
    isManualWCControl: () => false,
    isMobile: () => false,
    getNetworkForNamespace: (ns) => ({ eip155: mainnet, solana: solanaMainnet })[ns as 'eip155' | 'solana'],
    ...rest,
  }
  return ctx
}

describe('resolveOpenView', () => {
  it('RTR-05 shows Account when an address is connected, otherwise Connect', () => {
    expect(resolveOpenView(context({ addresses: { eip155: evmAddress } }))).toEqual({ view: 'Account', data: undefined })
    expect(resolveOpenView(context())).toEqual({ view: 'Connect', data: undefined })
  })

  it('RTR-06 shows ConnectingWalletConnectBasic on desktop and AllWallets on mobile with no chain adapters and no address', () => {
    expect(resolveOpenView(context({ hasChainAdapters: () => false })).view).toBe('ConnectingWalletConnectBasic')
    expect(resolveOpenView(context({ hasChainAdapters: () => false, isMobile: () => true })).view).toBe('AllWallets')
  })

  it('RTR-06 does the same with manualWCControl on and no address, even when a view is asked for', () => {
    expect(resolveOpenView(context({ isManualWCControl: () => true })).view).toBe('ConnectingWalletConnectBasic')
    expect(resolveOpenView(context({ isManualWCControl: () => true, isMobile: () => true })).view).toBe('AllWallets')
    expect(resolveOpenView(context({ isManualWCControl: () => true }), { view: 'Networks' }).view).toBe(
      'ConnectingWalletConnectBasic',
    )
  })

  it('RTR-07 with no chain adapters and a connected wallet, shows Account, not the WalletConnect connecting views', () => {
    for (const isMobile of [false, true]) {
      const ctx = context({ hasChainAdapters: () => false, isMobile: () => isMobile, addresses: { eip155: evmAddress } })
      expect(resolveOpenView(ctx)).toEqual({ view: 'Account', data: undefined })
    }
    const manual = context({ isManualWCControl: () => true, addresses: { eip155: evmAddress } })
    expect(resolveOpenView(manual).view).toBe('Account')
  })

  it('RTR-08 shows an explicitly requested view with its data', () => {
    const swap = { swap: { fromToken: 'ETH', toToken: 'USDC', amount: '1' } }
    expect(resolveOpenView(context({ addresses: { eip155: evmAddress } }), { view: 'Swap', data: swap })).toEqual({
      view: 'Swap',
      data: swap,
    })
    expect(resolveOpenView(context(), { view: 'AllWallets' })).toEqual({ view: 'AllWallets', data: undefined })
  })

  it('SWAP-03 hands open({ view: Swap, arguments }) to the Swap view as its data, beside any data given', () => {
    const ctx = context({ addresses: { eip155: evmAddress } })
    const args = { fromToken: 'USDC', toToken: 'ETH', amount: '25' }
    expect(resolveOpenView(ctx, { view: 'Swap', arguments: args })).toEqual({ view: 'Swap', data: { swap: args } })
    expect(resolveOpenView(ctx, { view: 'Swap', arguments: args, data: { email: 'a@b.c' } })).toEqual({ view: 'Swap', data: { email: 'a@b.c', swap: args } })
    // Other views have no arguments in AppKit: nothing is invented for them.
    expect(resolveOpenView(ctx, { view: 'Account', arguments: args })).toEqual({ view: 'Account', data: undefined })
  })

  it('RTR-09 starts the network-switch flow for a namespace other than the active one', () => {
    const ctx = context({ addresses: { eip155: evmAddress } })
    expect(resolveOpenView(ctx, { namespace: 'solana' })).toEqual({
      view: 'SwitchActiveChain',
      data: { switchToChain: 'solana', navigateTo: 'Connect', navigateWithReplace: true, network: solanaMainnet },
    })
  })

  it('RTR-09 navigates to Account after the switch when the requested namespace is connected, or to the requested view', () => {
    const ctx = context({ addresses: { eip155: evmAddress, solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:abc' } })
    expect(resolveOpenView(ctx, { namespace: 'solana' }).data?.navigateTo).toBe('Account')
    expect(resolveOpenView(ctx, { namespace: 'solana', view: 'WalletReceive' }).data?.navigateTo).toBe('WalletReceive')
  })

  it('RTR-09 the active namespace, or one with no known network, follows the usual rules', () => {
    const ctx = context({ addresses: { eip155: evmAddress } })
    expect(resolveOpenView(ctx, { namespace: 'eip155' }).view).toBe('Account')
    expect(resolveOpenView(ctx, { namespace: 'bip122' }).view).toBe('Connect')
  })
})
