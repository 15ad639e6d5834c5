import type { ChainNamespace } from '../../../kernel'

/**
 * The wallets whose phone apps open a dapp in their own in-app browser from a "browse" link
 * (spec §9: two Solana wallets and one smart wallet). Ids are the catalogue's explorer ids.
 * There the page runs with the wallet injected, which beats a WalletConnect round trip.
 */
const BROWSE_LINKS: Record<string, { namespaces?: readonly ChainNamespace[]; link: (page: string, origin: string) => string }> = {
  // Phantom
  a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393: {
    link: (page, origin) => `https://phantom.app/ul/browse/${encodeURIComponent(page)}?ref=${encodeURIComponent(origin)}`,
  },
  // Solflare
  '1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79': {
    link: (page, origin) => `https://solflare.com/ul/v1/browse/${encodeURIComponent(page)}?ref=${encodeURIComponent(origin)}`,
  },
  // Coinbase's wallet: only for Solana; on EVM it pairs through WalletConnect like any wallet.
  fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa: {
    namespaces: ['solana'],
    link: (page) => `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(page)}`,
  },
}

/**
 * The browse link that opens `pageUrl` inside the wallet's app, or undefined when the wallet has
 * none for `namespace` or the page is not http(s) (a file: or about: page cannot be reopened).
 */
export function walletBrowseLink(walletId: string | undefined, pageUrl: string, namespace: ChainNamespace | undefined): string | undefined {
  const entry = walletId ? BROWSE_LINKS[walletId] : undefined
  if (!entry || (entry.namespaces && !(namespace && entry.namespaces.includes(namespace)))) return undefined
  let page: URL
  try {
    page = new URL(pageUrl)
  } catch {
    return undefined
  }
  if (page.protocol !== 'https:' && page.protocol !== 'http:') return undefined
  return entry.link(page.href, page.origin)
}
