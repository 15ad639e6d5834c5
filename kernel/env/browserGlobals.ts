// SSR-safe reads of browser globals. Nothing here runs at import time: each call checks the
// global exists first, so server rendering and workers get `undefined` instead of a throw.

/** The parts of `window` the environment checks read; tests pass a plain object instead. */
export interface BrowserWindowLike {
  navigator?: { userAgent?: string }
  matchMedia?: (query: string) => { matches: boolean } | undefined
  location?: { hash?: string; search?: string }
  Telegram?: { WebApp?: { platform?: string; initData?: string } }
  TelegramWebviewProxy?: unknown
  TelegramWebviewProxyProto?: unknown
}

export function getBrowserWindow(): BrowserWindowLike | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as BrowserWindowLike)
}

/** The given user agent, else the browser's, else '' (SSR). */
export function resolveUserAgent(userAgent?: string): string {
  if (typeof userAgent === 'string') return userAgent
  const fromWindow = getBrowserWindow()?.navigator?.userAgent
  if (typeof fromWindow === 'string') return fromWindow
  // Only when there is no window: Node 21+ defines a navigator whose user agent is "Node.js/…".
  if (typeof navigator !== 'undefined' && typeof navigator.userAgent === 'string') {
    return navigator.userAgent
  }
  return ''
}
