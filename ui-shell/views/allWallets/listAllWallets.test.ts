import { describe, expect, it } from 'vitest'
import { announced, external, wallet, walletConnectConnector } from '../../testing/testConnectors'
import { findInstalledConnector } from './findInstalledConnector'
import { listAllWallets } from './listAllWallets'

const rainbow = wallet('rb', 'Rainbow', 'me.rainbow')
const metamask = wallet('mm', 'MetaMask', 'io.metamask')
const zerion = wallet('zr', 'Zerion', 'io.zerion.wallet')

describe('findInstalledConnector', () => {
  it('matches by rdns, catalogue id or explorer id, never the WalletConnect connector', () => {
    expect(findInstalledConnector(rainbow, [announced('me.rainbow', 'Rainbow')])?.id).toBe('me.rainbow')
    expect(findInstalledConnector(zerion, [external('zr', 'Zerion')])?.id).toBe('zr')
    expect(findInstalledConnector(zerion, [external('x', 'Zerion', { explorerId: 'zr' })])?.id).toBe('x')
    expect(findInstalledConnector({ id: 'walletConnect', rdns: null }, [walletConnectConnector])).toBeUndefined()
  })

  it("treats a mobile in-app rdns as the extension's on mobile only", () => {
    const inApp = [announced('io.metamask.mobile', 'MetaMask')]
    expect(findInstalledConnector(metamask, inApp, true)?.id).toBe('io.metamask.mobile')
    expect(findInstalledConnector(metamask, inApp, false)).toBeUndefined()
  })
})

describe('listAllWallets', () => {
  it('keeps each wallet once in list order, installed ones first', () => {
    const out = listAllWallets([[zerion], [rainbow, zerion], [metamask]], [announced('io.metamask', 'MetaMask')])
    expect(out.map((e) => [e.wallet.id, e.connector?.id])).toEqual([
      ['mm', 'io.metamask'],
      ['zr', undefined],
      ['rb', undefined],
    ])
  })
})
