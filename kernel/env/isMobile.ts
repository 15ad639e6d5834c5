import { getBrowserWindow, resolveUserAgent } from './browserGlobals'

const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|Opera Mini/u

/**
 * Whether the kit runs on a phone or tablet. Given a user agent, only that string decides (pure,
 * for tests and server-side rendering of a request). Without one it reads the browser like
 * AppKit: a coarse pointer or a mobile user agent; false on the server.
 */
export function isMobile(userAgent?: string): boolean {
  if (typeof userAgent === 'string') return MOBILE_USER_AGENT.test(userAgent)
  const win = getBrowserWindow()
  if (!win) return false
  const coarse =
    typeof win.matchMedia === 'function' && Boolean(win.matchMedia('(pointer:coarse)')?.matches)
  return coarse || MOBILE_USER_AGENT.test(resolveUserAgent())
}
