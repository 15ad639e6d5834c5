import { getBrowserWindow, type BrowserWindowLike } from './browserGlobals'

/**
 * Whether the page runs inside the Telegram messenger's mini-app webview. AppKit looks for the
 * webview bridge globals; the mini-app SDK's `Telegram.WebApp` and the `tgWebAppData` launch
 * parameter (in the hash, or the query on some clients) also count, so a mini-app is detected
 * before or without the SDK. `win` is for tests; the default is the real window (none in SSR).
 */
export function isTelegram(win: BrowserWindowLike | undefined = getBrowserWindow()): boolean {
  if (!win) return false
  if (win.TelegramWebviewProxy || win.TelegramWebviewProxyProto || win.Telegram?.WebApp) {
    return true
  }
  return hasLaunchParam(win, 'tgWebAppData')
}

/** Reads a launch parameter from the hash or the query string, SSR-safe. */
export function getLaunchParam(win: BrowserWindowLike, name: string): string | undefined {
  for (const raw of [win.location?.hash, win.location?.search]) {
    if (!raw) continue
    const value = new URLSearchParams(raw.replace(/^[#?]/, '')).get(name)
    if (value) return value
  }
  return undefined
}

function hasLaunchParam(win: BrowserWindowLike, name: string): boolean {
  return getLaunchParam(win, name) !== undefined
}
