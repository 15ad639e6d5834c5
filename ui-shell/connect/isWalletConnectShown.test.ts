import { describe, expect, it } from 'vitest'
import { isConnectedWithWalletConnect, isWalletConnectConnector, isWalletConnectShown } from './isWalletConnectShown'

describe('isWalletConnectShown', () => {
  it('CONV-11 hides the WalletConnect connector when already connected through it', () => {
    expect(isWalletConnectShown({ connectedConnectorIds: [] })).toBe(true)
    expect(isWalletConnectShown({ connectedConnectorIds: ['io.metamask'] })).toBe(true)
    expect(isWalletConnectShown({ connectedConnectorIds: ['io.metamask', 'walletConnect'] })).toBe(false)
    expect(isConnectedWithWalletConnect(['WALLETCONNECT'])).toBe(true)
  })

  it('knows the WalletConnect connector by type or by id', () => {
    expect(isWalletConnectConnector({ id: 'wc', type: 'WALLET_CONNECT' })).toBe(true)
    expect(isWalletConnectConnector({ id: 'walletConnect', type: 'ANNOUNCED' })).toBe(true)
    expect(isWalletConnectConnector({ id: 'io.metamask', type: 'ANNOUNCED' })).toBe(false)
  })
})
