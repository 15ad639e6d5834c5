import { describe, expect, it } from 'vitest'
import { walletBrowseLink } from './walletBrowseLink'

const PHANTOM = 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393'
const SOLFLARE = '1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79'
const COINBASE = 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa'
const PAGE = 'https://dapp.example/swap?x=1&y=a b#top'

describe('custom wallet deep links (spec §9)', () => {
  it('Phantom opens the page in its browser with the page and its origin encoded', () => {
    expect(walletBrowseLink(PHANTOM, PAGE, 'solana')).toBe(
      `https://phantom.app/ul/browse/${encodeURIComponent('https://dapp.example/swap?x=1&y=a%20b#top')}?ref=${encodeURIComponent('https://dapp.example')}`,
    )
    expect(walletBrowseLink(PHANTOM, PAGE, 'eip155')).toMatch(/^https:\/\/phantom\.app\/ul\/browse\//)
  })

  it('Solflare uses its v1 browse link', () => {
    const link = walletBrowseLink(SOLFLARE, 'http://127.0.0.1:4316/', 'solana')!
    expect(link).toBe(`https://solflare.com/ul/v1/browse/${encodeURIComponent('http://127.0.0.1:4316/')}?ref=${encodeURIComponent('http://127.0.0.1:4316')}`)
  })

  it("Coinbase's wallet opens the page only for Solana; on EVM it stays on WalletConnect", () => {
    expect(walletBrowseLink(COINBASE, PAGE, 'solana')).toBe(`https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(new URL(PAGE).href)}`)
    expect(walletBrowseLink(COINBASE, PAGE, 'eip155')).toBeUndefined()
    expect(walletBrowseLink(COINBASE, PAGE, undefined)).toBeUndefined()
  })

  it('other wallets and pages that cannot be reopened get none', () => {
    expect(walletBrowseLink('c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96', PAGE, 'eip155')).toBeUndefined()
    expect(walletBrowseLink(undefined, PAGE, 'solana')).toBeUndefined()
    expect(walletBrowseLink(PHANTOM, 'about:blank', 'solana')).toBeUndefined()
    expect(walletBrowseLink(PHANTOM, 'javascript:alert(1)', 'solana')).toBeUndefined()
    expect(walletBrowseLink(PHANTOM, 'not a url', 'solana')).toBeUndefined()
  })
})
