import { describe, expect, it } from 'vitest'
import { isConnectorShown } from './isConnectorShown'
import { announced, browserWallet, external } from '../testing/testConnectors'

const provider = { request: async () => null }
const desktop = { isMobile: false }
const mobile = { isMobile: true }

describe('isConnectorShown', () => {
  it('CONV-05 hides the injected Browser Wallet connector on desktop', () => {
    expect(isConnectorShown(browserWallet({ provider }), desktop)).toBe(false)
    expect(isConnectorShown(browserWallet({ provider }), mobile)).toBe(true)
    // Only the injected connector of that name: an announced wallet named so stays.
    expect(isConnectorShown(announced('com.example', 'Browser Wallet'), desktop)).toBe(true)
  })

  it('CONV-06 on mobile hides Browser Wallet when it has no rdns and no installed provider', () => {
    expect(isConnectorShown(browserWallet(), mobile)).toBe(false)
    expect(isConnectorShown(browserWallet(), { ...mobile, hasInjectedProvider: true })).toBe(true)
    expect(isConnectorShown(browserWallet({ info: { rdns: 'io.metamask.mobile' } }), mobile)).toBe(true)
    expect(isConnectorShown(browserWallet({ provider }), { ...mobile, hasInjectedProvider: false })).toBe(false)
  })

  it('CONV-07 hides injected, announced and external connectors whose rdns is excluded', () => {
    // The catalogue slice resolves excludeWalletIds to names and rdns (AppKit's excludedWallets).
    const ctx = { ...desktop, excludedWallets: [{ id: 'c57ca95b', name: 'MetaMask', rdns: 'io.metamask' }], excludeWalletIds: ['c57ca95b'] }
    expect(isConnectorShown(announced('io.metamask', 'MetaMask Flask?'), ctx)).toBe(false)
    expect(isConnectorShown(browserWallet({ info: { rdns: 'io.metamask' }, provider }), { ...ctx, isMobile: true })).toBe(false)
    expect(isConnectorShown(external('mm-sdk', 'MM SDK', { info: { rdns: 'io.metamask', name: 'MM SDK' } }), ctx)).toBe(false)
    expect(isConnectorShown(announced('me.rainbow', 'Rainbow'), ctx)).toBe(true)
    // An rdns listed directly in excludeWalletIds works without the catalogue lookup.
    expect(isConnectorShown(announced('me.rainbow', 'Rainbow'), { ...desktop, excludeWalletIds: ['me.rainbow'] })).toBe(false)
    // And a connector that carries its catalogue id is hidden by that id.
    expect(isConnectorShown(announced('x.y', 'Y', { explorerId: 'c57ca95b' }), { ...desktop, excludeWalletIds: ['c57ca95b'] })).toBe(false)
  })

  it('CONV-08 hides them when their name is excluded, compared case-insensitively', () => {
    const ctx = { ...desktop, excludedWallets: [{ name: 'Rabby Wallet', rdns: null }] }
    expect(isConnectorShown(announced('io.rabby.other', 'rabby WALLET'), ctx)).toBe(false)
    expect(isConnectorShown(external('rabby', 'RABBY wallet'), ctx)).toBe(false)
    expect(isConnectorShown(browserWallet({ name: 'Browser Wallet', provider }), { ...ctx, isMobile: true })).toBe(true)
    // AUTH and WalletConnect rows are not subject to the exclusion list.
    expect(isConnectorShown({ id: 'ID_AUTH', name: 'Rabby Wallet', type: 'AUTH', chain: 'eip155' }, ctx)).toBe(true)
  })

  it('a non-empty include list hides installed wallets whose catalogue id is not on it', () => {
    const ctx = { ...desktop, includeWalletIds: ['keep'] }
    expect(isConnectorShown(announced('a.b', 'A', { explorerId: 'drop' }), ctx)).toBe(false)
    expect(isConnectorShown(announced('a.b', 'A', { explorerId: 'keep' }), ctx)).toBe(true)
    expect(isConnectorShown(announced('a.b', 'A'), ctx)).toBe(true)
  })
})
