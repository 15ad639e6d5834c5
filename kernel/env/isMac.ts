import { resolveUserAgent } from './browserGlobals'

/**
 * A macOS desktop app webview (Macintosh in the user agent but no Safari), as AppKit tells the
 * messenger's macOS client apart from a browser for its socials filter (spec §5).
 */
export function isMac(userAgent?: string): boolean {
  const ua = resolveUserAgent(userAgent).toLowerCase()
  return ua.includes('macintosh') && !ua.includes('safari')
}
