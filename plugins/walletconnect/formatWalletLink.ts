import { walletLinkBase } from '../../kernel/plugin'

/** True for http(s) links: universal links that open the wallet or its web page. */
const isHttpUrl = (url: string) => url.startsWith('http://') || url.startsWith('https://')

export interface FormatWalletLinkOptions {
  /** Telegram's Android webview decodes deep links once more, so the URI is encoded twice there. */
  telegramAndroid?: boolean
}

/**
 * A wallet's deep link for a pairing URI (CNR-05), as AppKit builds it: a native scheme
 * (`wallet://`, or a bare `wallet` that gets `://`) or a universal link, then `wc?uri=` and the
 * encoded URI. `href` opens the wallet without the pairing. Undefined for a link outside the
 * allowlist (`javascript:`, `data:`, plain http off loopback, no scheme): dropped, never rewritten.
 */
export function formatWalletLink(link: string, uri: string, options: FormatWalletLinkOptions = {}): { redirect: string; href: string } | undefined {
  const base = walletLinkBase(link)
  if (!base) return undefined
  const once = options.telegramAndroid && !isHttpUrl(base) ? encodeURIComponent(uri) : uri
  return { redirect: `${base}wc?uri=${encodeURIComponent(once)}`, href: base }
}
