import { describe, expect, it } from 'vitest'
import { formatWalletLink } from './formatWalletLink'

const URI = 'wc:2f3d@2?relay-protocol=irn&symKey=ab12&expiryTimestamp=1700000000'
const ENCODED = encodeURIComponent(URI)

describe('formatWalletLink', () => {
  it('CNR-05 builds the native deep link {mobile_link}wc?uri={encoded}', () => {
    expect(formatWalletLink('metamask://', URI)).toEqual({ redirect: `metamask://wc?uri=${ENCODED}`, href: 'metamask://' })
    // A bare scheme gets "://"; stray slashes and colons are dropped first.
    expect(formatWalletLink('trust', URI)?.redirect).toBe(`trust://wc?uri=${ENCODED}`)
    expect(formatWalletLink('rainbow:/', URI)?.redirect).toBe(`rainbow://wc?uri=${ENCODED}`)
  })

  it('CNR-05 builds the universal link for http(s) wallet links, adding the trailing slash', () => {
    expect(formatWalletLink('https://link.wallet.example', URI)).toEqual({
      redirect: `https://link.wallet.example/wc?uri=${ENCODED}`,
      href: 'https://link.wallet.example/',
    })
    expect(formatWalletLink('https://link.wallet.example/', URI)?.redirect).toBe(`https://link.wallet.example/wc?uri=${ENCODED}`)
  })

  it("CNR-05 encodes twice for Telegram's Android webview, which decodes once more", () => {
    expect(formatWalletLink('metamask://', URI, { telegramAndroid: true })?.redirect).toBe(`metamask://wc?uri=${encodeURIComponent(ENCODED)}`)
  })

  // Issue 12 case 6: catalogue links are remote data; each hostile form is dropped, never rewritten
  // into a relative URL that would navigate the dapp away with the pairing key.
  it.each([
    'javascript://%0aalert(document.domain)//',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://evil.example/1234',
    'http://evil.example/',
    '//evil.example/path',
    '/relative/path',
    'wallet app',
    '',
  ])('drops the unsafe or scheme-less wallet link %j', (link) => {
    expect(formatWalletLink(link, URI)).toBeUndefined()
  })

  it('keeps plain http on loopback (a local wallet or the sandbox)', () => {
    expect(formatWalletLink('http://127.0.0.1:4000', URI)?.redirect).toBe(`http://127.0.0.1:4000/wc?uri=${ENCODED}`)
  })
})
