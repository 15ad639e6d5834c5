import { describe, expect, it } from 'vitest'
import { walletLinkBase } from './walletLinkBase'

describe('walletLinkBase', () => {
  it('keeps https, loopback http and native app schemes, ending in /', () => {
    expect(walletLinkBase('https://link.wallet.example')).toBe('https://link.wallet.example/')
    expect(walletLinkBase('http://localhost:3000/app/')).toBe('http://localhost:3000/app/')
    expect(walletLinkBase('metamask://')).toBe('metamask://')
    expect(walletLinkBase('trust')).toBe('trust://')
    expect(walletLinkBase('rainbow:')).toBe('rainbow://')
    expect(walletLinkBase('okx:/wallet')).toBe('okx://wallet/')
  })

  it.each([
    'javascript://%0aalert(document.domain)//',
    'JAVASCRIPT:alert(1)',
    'javascript',
    'data:text/html,x',
    'vbscript:x',
    'file:///etc/passwd',
    'blob:https://a.example/1',
    'http://wallet.example',
    'https://',
    '//wallet.example',
    'relative/path',
    'java\nscript:alert(1)',
  ])('drops %j', (link) => {
    expect(walletLinkBase(link)).toBeUndefined()
  })

  it('drops anything that is not a string', () => {
    expect(walletLinkBase(null)).toBeUndefined()
    expect(walletLinkBase({ toString: () => 'https://a.example' })).toBeUndefined()
  })
})
