import { describe, expect, it } from 'vitest'
import { buildConnectList } from '../../connect'
import { announced, external, wallet, walletConnectConnector } from '../../testing/testConnectors'
import { connectItemTarget } from './connectItemTarget'

const items = buildConnectList({
  connectors: [walletConnectConnector, announced('io.metamask', 'MetaMask'), external('safe', 'Safe', { imageId: 'safe-img' })],
  recentWallets: [wallet('zr', 'Zerion')],
  featured: [wallet('rb', 'Rainbow', 'me.rainbow', { image_url: 'https://img.test/rb.png' })],
  recommended: [],
  isMobile: false,
  allWallets: { flag: true, count: 645 },
})
const byId = (testId: string) => items.find((i) => 'testId' in i && i.testId === testId)!

describe('connectItemTarget', () => {
  it('sends installed and external connectors to ConnectingExternal, catalogue wallets and WalletConnect to ConnectingWalletConnect', () => {
    expect(connectItemTarget(byId('wallet-selector-io.metamask'))).toMatchObject({ view: 'ConnectingExternal', data: { connector: { id: 'io.metamask' } } })
    expect(connectItemTarget(byId('wallet-selector-safe'))).toMatchObject({ view: 'ConnectingExternal', data: { connector: { id: 'safe' } } })
    expect(connectItemTarget(byId('wallet-selector-walletconnect'))).toEqual({ view: 'ConnectingWalletConnect', data: {} })
    expect(connectItemTarget(byId('wallet-selector-zr'))).toMatchObject({ view: 'ConnectingWalletConnect', data: { wallet: { id: 'zr' } } })
    expect(connectItemTarget(byId('wallet-selector-rb'))).toMatchObject({ view: 'ConnectingWalletConnect', data: { wallet: { id: 'rb' } } })
    expect(connectItemTarget(byId('all-wallets'))).toEqual({ view: 'AllWallets' })
  })

  it('sends a wallet found in two namespaces to ConnectingMultiChain with its per-namespace connectors (CNR-06)', () => {
    const evm = announced('dev.airlock.multichain', 'Multi')
    const sol = announced('dev.airlock.multichain', 'Multi', { id: 'Multi', chain: 'solana', info: { name: 'Multi' } })
    const list = buildConnectList({ connectors: [evm, sol], recentWallets: [], featured: [], recommended: [], isMobile: false, allWallets: { flag: false, count: 0 } })
    const row = list.find((i) => 'testId' in i && i.testId === 'wallet-selector-dev.airlock.multichain')!
    const target = connectItemTarget(row)
    expect(target.view).toBe('ConnectingMultiChain')
    expect(target).toMatchObject({ data: { connector: { type: 'MULTI_CHAIN', connectors: [evm, sol] } } })
  })
})
