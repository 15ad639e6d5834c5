import { isMobile } from './isMobile'
import { resolveUserAgent } from './browserGlobals'

/** iPhone or iPad (a mobile device whose user agent says so), as AppKit decides it. */
export function isIos(userAgent?: string): boolean {
  if (!isMobile(userAgent)) return false
  const ua = resolveUserAgent(userAgent).toLowerCase()
  return ua.includes('iphone') || ua.includes('ipad')
}
