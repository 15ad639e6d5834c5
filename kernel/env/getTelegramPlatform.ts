import { getBrowserWindow, type BrowserWindowLike } from './browserGlobals'
import { getLaunchParam, isTelegram } from './isTelegram'

/**
 * The Telegram client the mini-app runs in ('ios', 'android', 'macos', 'tdesktop', 'weba',
 * 'web', ...), from the SDK or the `tgWebAppPlatform` launch parameter; undefined outside
 * Telegram. The SDK reports 'unknown' before it has read the launch parameters, so that value
 * falls through to them. Social-login rules use this to drop providers per platform (spec §5).
 */
export function getTelegramPlatform(
  win: BrowserWindowLike | undefined = getBrowserWindow(),
): string | undefined {
  if (!win || !isTelegram(win)) return undefined
  const fromSdk = win.Telegram?.WebApp?.platform
  if (fromSdk && fromSdk !== 'unknown') return fromSdk
  return getLaunchParam(win, 'tgWebAppPlatform') ?? fromSdk
}
