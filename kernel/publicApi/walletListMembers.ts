import { walletLinkBase } from '../links/walletLinkBase'
import * as T from '../tokens'
import type { ChainNamespace, Connector, WalletEntry } from '../types'
import type { ApiContext } from './apiContext'
import type { WalletItem } from './walletConnectMembers'

/** AppKit 1.8's headless wallet entry (the fields a custom connect UI renders). */
export interface WalletListItem {
  id: string
  name: string
  imageUrl: string
  imageId?: string
  /** The browser connectors of this wallet in the kit; empty for a wallet reached through WalletConnect. */
  connectors: { id: string; rdns?: string; chain: ChainNamespace }[]
  walletInfo: {
    website?: string
    /** The wallet's app link from the catalogue, only when it is a safe scheme (walletLinkBase); append `wc?uri=<encoded wcUri>`. */
    deepLink?: string | null
    isCertified?: boolean
    supportsWcPay?: boolean
    supportedChains?: string[]
    installationLinks?: { appStore?: string | null; playStore?: string | null; chromeStore?: string | null; desktopLink?: string | null }
  }
  /** A wallet this browser has (an extension, an announced or injected provider). */
  isInjected: boolean
  /** Always false, as in AppKit 1.8's list (the recent wallets are the Connect view's). */
  isRecent: boolean
}

export interface WalletListSnapshot {
  /** The Connect view's wallets: the browser wallets, then featured and recommended catalogue wallets. */
  wallets: WalletListItem[]
  /** The catalogue list loaded so far, or the search results while a search is set. */
  wcWallets: WalletListItem[]
  page: number
  count: number
}

/** AppKit 1.8's fetchWallets options; each list option applies to that request only. */
export interface FetchWalletsOptions {
  /** Page to load (default 1); ignored while searching. */
  page?: number
  /** Search text: the request becomes a search. */
  search?: string
  /** AppKit's deprecated name of `search`. */
  query?: string
  /** Entries per page: default 40 for the list, 100 for a search. */
  entries?: number
  /** Only wallets with this badge ('certified'), or 'none'. */
  badge?: 'none' | 'certified'
  /** These wallet ids only; replaces `includeWalletIds`. */
  include?: string[]
  /** Leaves these wallet ids out; replaces the default exclusions. */
  exclude?: string[]
  /** Also the wallets that take WalletConnect Pay but not WalletConnect v2 (left out by default). */
  includePayOnly?: boolean
  /** 'wcpay' puts the WalletConnect Pay wallets first. */
  sort?: 'default' | 'wcpay'
}

type ConnectingWalletStore = ApiContext['headless']

/**
 * AppKit's public connectingWallet around connectWallet: set at the call (before the member's
 * code has loaded), cleared when that connect settles, unless a later connect or a reset owns
 * the field by then. Hosts pass the list's own items; AppKit types the field as one too.
 */
export function trackConnectingWallet<A extends unknown[]>(headless: ConnectingWalletStore, connect: (wallet: WalletItem, ...rest: A) => Promise<void>) {
  return async (wallet: WalletItem, ...rest: A): Promise<void> => {
    const connecting = wallet as WalletListItem
    headless.setState({ connectingWallet: connecting })
    try {
      await connect(wallet, ...rest)
    } finally {
      if (headless.getState().connectingWallet === connecting) headless.setState({ connectingWallet: undefined })
    }
  }
}

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

/** AppKit 1.8's headless wallet list, over the kit's wallet catalogue and connectors. */
export function walletListMembers({ c, headless }: ApiContext) {
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
    /** Forgets the wallet being connected (`getState().connectingWallet`), e.g. when the host cancels. */
    resetConnectingWallet: () => headless.setState({ connectingWallet: undefined }),
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
