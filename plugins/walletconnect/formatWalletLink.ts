/** True for http(s) links: universal links that open the wallet or its web page. */
const isHttpUrl = (url: string) => url.startsWith('http://') || url.startsWith('https://')

export interface FormatWalletLinkOptions {
  /** Telegram's Android webview decodes deep links once more, so the URI is encoded twice there. */
  telegramAndroid?: boolean
}

/**
 * A wallet's deep link for a pairing URI (CNR-05), as AppKit builds it: a native scheme
 * (`wallet://`, or a bare `wallet` that gets `://`) or a universal link, then `wc?uri=` and the
 * encoded URI. `href` opens the wallet without the pairing.
 */
export function formatWalletLink(link: string, uri: string, options: FormatWalletLinkOptions = {}): { redirect: string; href: string } {
  let base = link
  if (!isHttpUrl(base) && !base.includes('://')) base = `${base.replaceAll('/', '').replaceAll(':', '')}://`
  if (!base.endsWith('/')) base = `${base}/`
  const once = options.telegramAndroid && !isHttpUrl(base) ? encodeURIComponent(uri) : uri
  return { redirect: `${base}wc?uri=${encodeURIComponent(once)}`, href: base }
}
