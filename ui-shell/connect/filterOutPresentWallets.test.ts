import { describe, expect, it } from 'vitest'
import { filterOutPresentWallets, toDesktopRdns } from './filterOutPresentWallets'
import { announced, browserWallet, external, wallet } from '../testing/testConnectors'

const metamask = wallet('c57ca95b', 'MetaMask', 'io.metamask')
const rainbow = wallet('1ae92b26', 'Rainbow', 'me.rainbow')
const ledger = wallet('19177a98', 'Ledger Live')
const trust = wallet('4622a2b2', 'Trust Wallet', 'com.trustwallet.app')

describe('filterOutPresentWallets', () => {
  it('CONV-09 removes wallets present by rdns or id among announced, injected or recent connectors', () => {
    const list = [metamask, rainbow, ledger, trust]
    const present = {
      connectors: [announced('io.metamask', 'MetaMask'), browserWallet({ explorerId: '19177a98' })],
      recentWallets: [wallet('4622a2b2', 'Trust Wallet')],
      isMobile: false,
    }
    expect(filterOutPresentWallets(list, present).map((w) => w.name)).toEqual(['Rainbow'])
    // By rdns from a recent wallet, and by a connector whose id is the catalogue id.
    const byRecentRdns = { connectors: [], recentWallets: [wallet('other', 'Rainbow copy', 'me.rainbow')], isMobile: false }
    expect(filterOutPresentWallets(list, byRecentRdns).map((w) => w.name)).toEqual(['MetaMask', 'Ledger Live', 'Trust Wallet'])
    const byId = { connectors: [announced('x.y', 'Y', { id: 'c57ca95b' })], recentWallets: [], isMobile: false }
    expect(filterOutPresentWallets(list, byId).map((w) => w.name)).toEqual(['Rainbow', 'Ledger Live', 'Trust Wallet'])
  })

  it('CONV-09 external connectors do not remove catalogue wallets; MULTI_CHAIN groups do', () => {
    const ext = { connectors: [external('io.metamask', 'MetaMask', { info: { rdns: 'io.metamask', name: 'MetaMask' } })], recentWallets: [], isMobile: false }
    expect(filterOutPresentWallets([metamask], ext)).toEqual([metamask])
    const multi = {
      connectors: [{ id: 'phantom', name: 'Phantom', type: 'MULTI_CHAIN' as const, chain: 'eip155', connectors: [announced('io.metamask', 'MetaMask')] }],
      recentWallets: [],
      isMobile: false,
    }
    expect(filterOutPresentWallets([metamask], multi)).toEqual([])
  })

  it("CONV-10 on mobile, a browser wallet's mobile rdns counts as its desktop rdns", () => {
    const inApp = { connectors: [announced('io.metamask.mobile', 'MetaMask')], recentWallets: [] }
    expect(filterOutPresentWallets([metamask, rainbow], { ...inApp, isMobile: true }).map((w) => w.name)).toEqual(['Rainbow'])
    expect(filterOutPresentWallets([metamask, rainbow], { ...inApp, isMobile: false }).map((w) => w.name)).toEqual(['MetaMask', 'Rainbow'])
    expect(toDesktopRdns('io.metamask.mobile', true)).toBe('io.metamask')
    expect(toDesktopRdns('io.metamask.mobile', false)).toBe('io.metamask.mobile')
    expect(toDesktopRdns('me.rainbow', true)).toBe('me.rainbow')
  })
})
