import { afterEach, describe, expect, it, vi } from 'vitest'
import { isAndroid } from './isAndroid'
import { isIos } from './isIos'
import { isMac } from './isMac'
import { isMobile } from './isMobile'
import { isSafari } from './isSafari'

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  macApp: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)',
  windowsFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
}

describe('platform detection from a given user agent', () => {
  it('tells mobile from desktop', () => {
    expect(isMobile(UA.iphoneSafari)).toBe(true)
    expect(isMobile(UA.android)).toBe(true)
    expect(isMobile(UA.ipad)).toBe(true)
    expect(isMobile(UA.macChrome)).toBe(false)
    expect(isMobile(UA.windowsFirefox)).toBe(false)
  })

  it('tells iOS, Android, Safari and the macOS app apart', () => {
    expect(isIos(UA.iphoneSafari)).toBe(true)
    expect(isIos(UA.ipad)).toBe(true)
    expect(isIos(UA.android)).toBe(false)
    expect(isIos(UA.macChrome)).toBe(false)
    expect(isAndroid(UA.android)).toBe(true)
    expect(isAndroid(UA.iphoneSafari)).toBe(false)
    expect(isSafari(UA.iphoneSafari)).toBe(true)
    expect(isSafari(UA.windowsFirefox)).toBe(false)
    expect(isMac(UA.macApp)).toBe(true)
    expect(isMac(UA.macChrome)).toBe(false)
  })
})

describe('platform detection from the browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('is SSR-safe: no window means not mobile, not iOS, not Safari', () => {
    expect(typeof window).toBe('undefined')
    expect(isMobile()).toBe(false)
    expect(isIos()).toBe(false)
    expect(isAndroid()).toBe(false)
    expect(isSafari()).toBe(false)
    expect(isMac()).toBe(false)
  })

  it('reads the window user agent and the coarse-pointer media query', () => {
    vi.stubGlobal('window', { navigator: { userAgent: UA.iphoneSafari } })
    expect(isMobile()).toBe(true)
    expect(isIos()).toBe(true)
    expect(isSafari()).toBe(true)

    // A touch laptop: desktop user agent, coarse pointer.
    vi.stubGlobal('window', {
      navigator: { userAgent: UA.windowsFirefox },
      matchMedia: (query: string) => ({ matches: query === '(pointer:coarse)' }),
    })
    expect(isMobile()).toBe(true)
    expect(isIos()).toBe(false)
  })
})
