import { describe, expect, it } from 'vitest'
import { buildConnectList, type ConnectListInput } from './buildConnectList'
import { announced, browserWallet, external, wallet, walletConnectConnector } from '../testing/testConnectors'
import type { ConnectListItem } from './types'

const provider = { request: async () => null }
const metamask = announced('io.metamask', 'MetaMask')
const rainbow = announced('me.rainbow', 'Rainbow')
const safe = external('safe', 'Safe')

const base: ConnectListInput = {
  connectors: [walletConnectConnector, browserWallet({ provider }), metamask, rainbow, safe],
  recentWallets: [wallet('trust', 'Trust Wallet', 'com.trustwallet.app'), wallet('zerion', 'Zerion', 'io.zerion.wallet'), wallet('okx', 'OKX Wallet')],
  featured: [wallet('mm', 'MetaMask', 'io.metamask'), wallet('ledger', 'Ledger Live')],
  recommended: [wallet('rb', 'Rainbow', 'me.rainbow'), wallet('uni', 'Uniswap Wallet', 'org.uniswap.app'), wallet('argent', 'Argent')],
  customWallets: [{ id: 'my-wallet', name: 'My Wallet' }],
  isMobile: false,
}
const rows = (items: ConnectListItem[]) =>
  items.map((item) => (item.kind === 'allWallets' ? `all:${item.tagLabel}` : `${item.group}:${item.testId.replace('wallet-selector-', '')}`))

describe('buildConnectList', () => {
  it('CONV-03 renders the groups in type order, with AppKit testids and tags', () => {
    const items = buildConnectList({ ...base, recommended: [] })
    expect(rows(items)).toEqual([
      'walletConnect:walletconnect',
      'recent:trust',
      'recent:zerion',
      'injected:io.metamask',
      'injected:me.rainbow',
      'featured:ledger',
      'custom:my-wallet',
      'external:safe',
    ])
    const tagsOf = (testId: string) => items.find((i) => i.testId === testId)!
    expect(tagsOf('wallet-selector-walletconnect')).toMatchObject({ kind: 'connector', subtype: 'walletConnect', tags: ['QR_CODE'] })
    expect(tagsOf('wallet-selector-trust')).toMatchObject({ kind: 'wallet', subtype: 'recent', tags: ['RECENT'] })
    expect(tagsOf('wallet-selector-io.metamask')).toMatchObject({ kind: 'connector', subtype: 'announced', tags: ['INSTALLED'], namespaces: ['eip155'] })
  })

  it('CONV-04 puts the connectorTypeOrder overrides first', () => {
    const items = buildConnectList({ ...base, recommended: [], connectorTypeOrder: ['external', 'featured'] })
    expect(rows(items).map((r) => r.split(':')[0])).toEqual(['external', 'featured', 'walletConnect', 'recent', 'recent', 'injected', 'injected', 'custom'])
  })

  it('CONV-05 leaves the Browser Wallet out on desktop', () => {
    expect(rows(buildConnectList(base))).not.toContain('injected:injected')
  })

  it('CONV-06 on mobile shows Browser Wallet only with an installed provider', () => {
    const mobile = { ...base, isMobile: true, connectors: [browserWallet()] }
    expect(rows(buildConnectList(mobile))).not.toContain('injected:injected')
    expect(rows(buildConnectList({ ...mobile, hasInjectedProvider: true }))).toContain('injected:injected')
  })

  it('CONV-07 and CONV-08 hide excluded connectors and recent wallets, by rdns or by name', () => {
    const items = buildConnectList({
      ...base,
      excludedWallets: [
        { id: 'mm', name: 'MetaMask', rdns: 'io.metamask' },
        { id: 'sf', name: 'SAFE', rdns: null },
        { id: 'tw', name: 'trust wallet', rdns: null },
      ],
      recommended: [],
    })
    expect(rows(items)).toEqual(['walletConnect:walletconnect', 'recent:zerion', 'recent:okx', 'injected:me.rainbow', 'featured:ledger', 'custom:my-wallet'])
  })

  it('CONV-09 removes featured and recommended wallets already listed as connectors or recent; recommended fill the free rows', () => {
    const items = buildConnectList({ ...base, customWallets: [], featured: [], recentWallets: [wallet('uni', 'Uniswap Wallet')] })
    // MetaMask and Rainbow are installed (2 rows), Uniswap is recent: 2 of 4 rows left for Argent and nothing else.
    expect(rows(items).filter((r) => r.startsWith('recommended'))).toEqual(['recommended:argent'])
  })

  it('CONV-10 on mobile, the MetaMask in-app browser hides the catalogue MetaMask and lists itself once', () => {
    const inApp = announced('io.metamask.mobile', 'MetaMask')
    const items = buildConnectList({
      ...base,
      isMobile: true,
      connectors: [walletConnectConnector, browserWallet({ provider: inApp.provider }), inApp],
      recentWallets: [],
      customWallets: [],
    })
    expect(rows(items)).toEqual(['injected:io.metamask.mobile', 'featured:ledger', 'recommended:rb', 'recommended:uni'])
  })

  it('CONV-11 hides the WalletConnect row while connected through WalletConnect, and greys out wallets', () => {
    const items = buildConnectList({ ...base, connectedConnectorIds: ['walletConnect'], allWallets: { flag: true, count: 100 } })
    expect(rows(items)).not.toContain('walletConnect:walletconnect')
    expect(items.filter((i) => i.kind !== 'connector' || i.subtype === 'external').every((i) => i.disabled)).toBe(true)
    expect(items.filter((i) => i.kind === 'connector' && i.subtype === 'announced').every((i) => !i.disabled)).toBe(true)
  })

  it('marks the connected installed wallet CONNECTED instead of INSTALLED', () => {
    const items = buildConnectList({ ...base, connectedConnectorIds: ['me.rainbow'] })
    expect(items.find((i) => i.testId === 'wallet-selector-me.rainbow')!).toMatchObject({ tags: ['CONNECTED'] })
  })

  it('CONV-12 adds the all-wallets row only with the allWallets flag and a WalletConnect connector', () => {
    expect(rows(buildConnectList({ ...base, allWallets: { flag: true, count: 636 } })).at(-1)).toBe('all:630+')
    expect(rows(buildConnectList({ ...base, allWallets: { flag: false, count: 636 } })).at(-1)).not.toMatch(/^all:/)
    expect(rows(buildConnectList({ ...base, allWallets: { flag: true, option: 'HIDE', count: 636 } })).at(-1)).not.toMatch(/^all:/)
    const noWc = { ...base, connectors: base.connectors.filter((c) => c.type !== 'WALLET_CONNECT') }
    expect(rows(buildConnectList({ ...noWc, allWallets: { flag: true, count: 636 } })).at(-1)).not.toMatch(/^all:/)
  })

  it('drops recent wallets that are installed connectors or cannot use the active namespace', () => {
    const items = buildConnectList({
      ...base,
      activeNamespace: 'solana',
      recentWallets: [wallet('io.metamask', 'MetaMask'), wallet('sol', 'Solflare', null, { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }), wallet('evm', 'EVM only')],
    })
    expect(rows(items).filter((r) => r.startsWith('recent'))).toEqual(['recent:sol'])
  })
})
