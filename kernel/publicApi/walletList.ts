import { walletLinkBase } from '../links/walletLinkBase'
import * as T from '../tokens'
import type { Connector, WalletEntry } from '../types'
import type { ApiContext } from './apiContext'
import type { WalletListItem, WalletListSnapshot } from './walletListMembers'

const BROWSER_TYPES = new Set(['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN'])

/** The kit's browser wallets (injected, announced, multi-chain), one per connector. */
const browserConnectorsOf = (c: ApiContext['c']) =>
  c.resolve(T.CONNECTORS_STORE).getState().connectors.flatMap((x) => (x.connectors?.length ? x.connectors : [x])).filter((x) => BROWSER_TYPES.has(x.type))

/** The catalogue logos the list needs for browser wallets with no image of their own (the injected "Browser Wallet"). */
export const connectorImageIdsToLoad = (c: ApiContext['c']) => {
  const host = c.resolve(T.CONFIG).connectorImages
  return browserConnectorsOf(c)
    .filter((x) => !host[x.id] && !x.imageUrl && !x.info?.icon && x.imageId)
    .map((x) => x.imageId!)
}

/**
 * AppKit 1.8's headless wallet list over the kit's wallet catalogue and connectors; its code loads
 * when a host first reads or fetches the list (walletListMembers stands in until then).
 */
export function walletList({ c }: ApiContext) {
  const catalogue = () => c.resolve(T.WALLET_CATALOGUE)
  const connectorsStore = () => c.resolve(T.CONNECTORS_STORE)
  let last: { inputs: unknown[]; snapshot: WalletListSnapshot } | undefined

  const browserConnectors = () => browserConnectorsOf(c)
  const connectorImages = () => c.resolve(T.CONFIG).connectorImages
  // As the modal's rows: the host's image for the connector, its own icon, else its logo from the
  // catalogue by image id (the injected "Browser Wallet"'s), loaded by fetchWallets.
  const fromConnector = (connector: Connector, images: Readonly<Record<string, string>>): WalletListItem => ({
    id: connector.explorerId ?? connector.id,
    name: connector.name,
    imageUrl: connectorImages()[connector.id] ?? connector.imageUrl ?? connector.info?.icon ?? (connector.imageId ? images[connector.imageId] : undefined) ?? '',
    imageId: connector.imageId,
    connectors: [{ id: connector.id, rdns: connector.info?.rdns, chain: connector.chain }],
    walletInfo: {},
    isInjected: true,
    isRecent: false,
  })
  const fromEntry = (entry: WalletEntry, images: Readonly<Record<string, string>>, browser: Connector[]): WalletListItem => {
    const connectors = browser
      .filter((x) => x.explorerId === entry.id || (entry.rdns && x.info?.rdns === entry.rdns))
      .map((x) => ({ id: x.id, rdns: x.info?.rdns, chain: x.chain }))
    return {
      id: entry.id,
      name: entry.name,
      imageUrl: entry.image_url ?? (entry.image_id ? images[entry.image_id] : undefined) ?? '',
      imageId: entry.image_id,
      connectors,
      walletInfo: {
        website: entry.homepage,
        // Catalogue data a host may put in an href: a `javascript:` link is dropped here.
        deepLink: entry.mobile_link ? (walletLinkBase(entry.mobile_link) ?? null) : entry.mobile_link,
        isCertified: entry.badge_type === 'certified',
        supportsWcPay: entry.supports_wcpay,
        supportedChains: entry.chains ? [...entry.chains] : undefined,
        installationLinks: { appStore: entry.app_store, playStore: entry.play_store, chromeStore: entry.chrome_store, desktopLink: entry.desktop_link },
      },
      isInjected: connectors.length > 0,
      isRecent: false,
    }
  }

  const getWalletList = (): WalletListSnapshot => {
    const state = catalogue().getState()
    const connectors = connectorsStore().getState().connectors
    // The same object until the catalogue or the connectors change, for external-store readers.
    if (last && last.inputs[0] === state && last.inputs[1] === connectors) return last.snapshot
    const browser = browserConnectors()
    const item = (entry: WalletEntry) => fromEntry(entry, state.prefetchedImages, browser)
    const initial = [...browser.map((x) => fromConnector(x, state.prefetchedImages)), ...[...state.featured, ...state.recommended].map(item)]
    const searching = state.search.query !== ''
    const snapshot = {
      wallets: initial.filter((w, i) => initial.findIndex((x) => x.id === w.id) === i),
      wcWallets: (searching ? state.search.results : state.wallets).map(item),
      page: state.page,
      count: searching ? state.search.count : state.count,
    }
    last = { inputs: [state, connectors], snapshot }
    return snapshot
  }

  return {
    getWalletList,
    /**
     * Calls back (without arguments, as AppKit) when the list changes; read getWalletList then.
     * A reader of the list shows logos: the browser wallets' catalogue logos load from here on,
     * for those registering later too (the chain plugins add theirs as they start).
     */
    subscribeWalletList(cb: () => void) {
      const loadLogos = () => connectorImageIdsToLoad(c).forEach((id) => void catalogue().loadImage(id))
      loadLogos()
      const offs = [catalogue().subscribe(() => cb()), connectorsStore().subscribe(() => (loadLogos(), cb()))]
      return () => offs.forEach((off) => off())
    },
  }
}
