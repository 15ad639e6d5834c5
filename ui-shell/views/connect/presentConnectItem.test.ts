import { describe, expect, it } from 'vitest'
import { buildConnectList } from '../../connect'
import { announced, external, wallet, walletConnectConnector } from '../../testing/testConnectors'
import { presentConnectItem } from './presentConnectItem'

const items = buildConnectList({
  connectors: [walletConnectConnector, announced('io.metamask', 'MetaMask'), external('safe', 'Safe', { imageId: 'safe-img' })],
  recentWallets: [wallet('zr', 'Zerion')],
  featured: [wallet('rb', 'Rainbow', 'me.rainbow', { image_url: 'https://img.test/rb.png' })],
  recommended: [],
  isMobile: false,
  allWallets: { flag: true, count: 645 },
})
const byId = (testId: string) => items.find((i) => 'testId' in i && i.testId === testId)!

describe('presentConnectItem', () => {
  it("names each row, picks its image (host override, icon, catalogue id) and its badge", () => {
    const mm = byId('wallet-selector-io.metamask')
    if (mm.kind === 'allWallets') throw new Error('unexpected')
    expect(presentConnectItem(mm)).toMatchObject({ name: 'MetaMask', tag: 'INSTALLED' })
    expect(presentConnectItem(mm, { 'io.metamask': 'https://host.test/mm.png' }).imageSrc).toBe('https://host.test/mm.png')
    const safe = byId('wallet-selector-safe')
    const wc = byId('wallet-selector-walletconnect')
    const recent = byId('wallet-selector-zr')
    const featured = byId('wallet-selector-rb')
    if (safe.kind === 'allWallets' || wc.kind === 'allWallets' || recent.kind === 'allWallets' || featured.kind !== 'wallet') throw new Error('unexpected')
    expect(presentConnectItem(safe)).toEqual({ name: 'Safe', imageSrc: undefined, imageId: 'safe-img', tag: undefined })
    expect(presentConnectItem(wc).tag).toBe('QR_CODE')
    expect(presentConnectItem(recent)).toMatchObject({ name: 'Zerion', imageId: 'img-zr', tag: 'RECENT' })
    // A catalogue id wins over image_url (the prefetched image); a wallet without one keeps its URL.
    expect(presentConnectItem(featured)).toMatchObject({ name: 'Rainbow', imageSrc: undefined, imageId: 'img-rb' })
    const hostWallet = { ...featured, wallet: { ...featured.wallet, image_id: undefined } }
    expect(presentConnectItem(hostWallet)).toMatchObject({ imageSrc: 'https://img.test/rb.png', imageId: undefined })
  })
})
