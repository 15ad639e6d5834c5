import type { Connector, WalletEntry } from '../../kernel'

/**
 * Mobile in-app browsers announce a different rdns than the same wallet's extension, which is
 * what the catalogue lists (CONV-10). AppKit knows MetaMask's; add others here as they appear.
 */
export const MOBILE_RDNS: Readonly<Record<string, string>> = Object.freeze({
  'io.metamask.mobile': 'io.metamask',
})

/** The rdns the catalogue uses for this wallet: the desktop one on mobile, unchanged otherwise. */
export function toDesktopRdns(rdns: string, isMobile: boolean): string {
  return isMobile ? (MOBILE_RDNS[rdns] ?? rdns) : rdns
}

export interface PresentWallets {
  connectors: readonly Connector[]
  recentWallets: readonly WalletEntry[]
  isMobile: boolean
}

/** Connectors that stand for an installed wallet, with the ones a MULTI_CHAIN group holds. */
function installedConnectors(connectors: readonly Connector[]): Connector[] {
  const flat = connectors.flatMap((c) => [c, ...(c.connectors ?? [])])
  return flat.filter((c) => c.type === 'ANNOUNCED' || c.type === 'INJECTED' || c.type === 'MULTI_CHAIN')
}

/**
 * CONV-09: catalogue wallets (recommended, featured, custom) minus those already listed — by rdns
 * or id — among the announced, injected or recent connectors, so no wallet shows twice.
 */
export function filterOutPresentWallets<W extends WalletEntry>(wallets: readonly W[], present: PresentWallets): W[] {
  const installed = installedConnectors(present.connectors)
  const rdnses = new Set(
    [...installed.map((c) => c.info?.rdns), ...present.recentWallets.map((w) => w.rdns)]
      .filter((rdns): rdns is string => Boolean(rdns))
      .map((rdns) => toDesktopRdns(rdns, present.isMobile)),
  )
  const ids = new Set([
    ...installed.flatMap((c) => [c.explorerId, c.id]).filter((id): id is string => Boolean(id)),
    ...present.recentWallets.map((w) => w.id),
  ])
  return wallets.filter((w) => !(w.rdns && rdnses.has(w.rdns)) && !ids.has(w.id))
}
