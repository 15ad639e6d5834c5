import { describe, expect, it } from 'vitest'
import { buildConnectView, type ConnectViewInput } from './buildConnectView'
import { announced, browserWallet, wallet, walletConnectConnector } from '../testing/testConnectors'

const base: ConnectViewInput = {
  connectors: [walletConnectConnector, browserWallet({ provider: { request: async () => null } })],
  recentWallets: [],
  featured: [],
  recommended: [wallet('rb', 'Rainbow', 'me.rainbow')],
  isMobile: false,
  email: true,
  socials: true,
  legalCheckbox: false,
  collapseWallets: false,
}

describe('buildConnectView', () => {
  it('CONV-01 orders email, social, wallet when no injected or announced wallet is shown (a hidden Browser Wallet does not count)', () => {
    expect(buildConnectView(base).methods).toEqual(['email', 'social', 'wallet'])
  })

  it('CONV-02 orders wallet, email, social once an announced wallet is shown', () => {
    const view = buildConnectView({ ...base, connectors: [...base.connectors, announced('io.metamask', 'MetaMask')] })
    expect(view.methods).toEqual(['wallet', 'email', 'social'])
    // An excluded one does not count.
    const excluded = buildConnectView({ ...base, connectors: [announced('io.metamask', 'MetaMask')], excludeWalletIds: ['io.metamask'] })
    expect(excluded.methods).toEqual(['email', 'social', 'wallet'])
  })

  it('CONV-13 shows the legal checkbox only with the legalCheckbox flag', () => {
    const urls = { termsConditionsUrl: 'https://dapp.example/terms' }
    expect(buildConnectView({ ...base, ...urls }).showLegalCheckbox).toBe(false)
    expect(buildConnectView({ ...base, ...urls, legalCheckbox: true }).showLegalCheckbox).toBe(true)
  })

  it('CONV-14 collapses the wallet list only with the collapseWallets flag', () => {
    expect(buildConnectView(base).collapseWallets).toBe(false)
    expect(buildConnectView({ ...base, collapseWallets: true }).collapseWallets).toBe(true)
    expect(buildConnectView({ ...base, collapseWallets: true, email: false, socials: false }).collapseWallets).toBe(false)
  })
})
