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
})
