import { getBrowserWindow, resolveUserAgent } from './browserGlobals'

/**
 * Whether the user agent mentions Safari. Like AppKit this is loose (Chrome's user agent says
 * "Safari" too); the one rule using it pairs it with isIos, where every browser is WebKit.
 */
export function isSafari(userAgent?: string): boolean {
  if (typeof userAgent !== 'string' && !getBrowserWindow()) return false
  return resolveUserAgent(userAgent).toLowerCase().includes('safari')
}
