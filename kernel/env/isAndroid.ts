import { isMobile } from './isMobile'
import { resolveUserAgent } from './browserGlobals'

/** A mobile device with an Android user agent. */
export function isAndroid(userAgent?: string): boolean {
  return isMobile(userAgent) && resolveUserAgent(userAgent).toLowerCase().includes('android')
}
