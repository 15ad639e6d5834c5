import { afterEach, describe, expect, it, vi } from 'vitest'
import { getTelegramPlatform } from './getTelegramPlatform'
import { isTelegram } from './isTelegram'

describe('isTelegram', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('is false on the server and in a plain browser', () => {
    expect(isTelegram()).toBe(false)
    expect(isTelegram({ location: { hash: '#section', search: '?a=1' } })).toBe(false)
  })

  it('detects the mini-app SDK and the webview bridge globals', () => {
    expect(isTelegram({ Telegram: { WebApp: { platform: 'ios' } } })).toBe(true)
    expect(isTelegram({ TelegramWebviewProxy: {} })).toBe(true)
    expect(isTelegram({ TelegramWebviewProxyProto: {} })).toBe(true)
  })

  it('does not take the login widget (Telegram without WebApp) for a mini-app', () => {
    expect(isTelegram({ Telegram: {} })).toBe(false)
  })

  it('detects the tgWebAppData launch parameter in the hash or the query', () => {
    expect(
      isTelegram({ location: { hash: '#tgWebAppData=query_id%3DAAH&tgWebAppPlatform=android' } }),
    ).toBe(true)
    expect(isTelegram({ location: { search: '?tgWebAppData=user%3D1' } })).toBe(true)
  })

  it('reads the real window when none is passed', () => {
    vi.stubGlobal('window', { Telegram: { WebApp: { platform: 'android' } } })
    expect(isTelegram()).toBe(true)
    expect(getTelegramPlatform()).toBe('android')
  })
})

describe('getTelegramPlatform', () => {
  it('is undefined outside Telegram', () => {
    expect(getTelegramPlatform()).toBeUndefined()
    expect(getTelegramPlatform({ location: { hash: '#tgWebAppPlatform=ios' } })).toBeUndefined()
  })

  it('prefers the SDK platform, falling back to the launch parameter', () => {
    expect(getTelegramPlatform({ Telegram: { WebApp: { platform: 'macos' } } })).toBe('macos')
    expect(
      getTelegramPlatform({
        Telegram: { WebApp: { platform: 'unknown' } },
        location: { hash: '#tgWebAppData=x&tgWebAppPlatform=tdesktop' },
      }),
    ).toBe('tdesktop')
    expect(
      getTelegramPlatform({ location: { hash: '#tgWebAppData=x&tgWebAppPlatform=ios' } }),
    ).toBe('ios')
    expect(getTelegramPlatform({ Telegram: { WebApp: { platform: 'unknown' } } })).toBe('unknown')
  })
})
