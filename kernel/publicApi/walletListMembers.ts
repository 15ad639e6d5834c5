import { LOAD_SERVICE, lazyService } from '../container/lazyService'
import type { ChainNamespace } from '../types'
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

type WalletList = ReturnType<typeof import('./walletList').walletList>

const EMPTY_LIST: WalletListSnapshot = Object.freeze({ wallets: [], wcWallets: [], page: 0, count: 0 }) as WalletListSnapshot

/**
 * AppKit 1.8's headless wallet list. Its code (the catalogue rows, the browser wallets' entries)
 * loads when a host first subscribes or fetches, so a page that never builds its own connect UI
 * does not carry it: until then the list is empty, and subscribers hear when it is there.
 */
export function walletListMembers(ctx: ApiContext) {
  const list = lazyService<WalletList>(() => import('./walletList').then((m) => m.walletList(ctx)), {
    async: [],
    unloaded: {
      getWalletList: () => EMPTY_LIST,
      subscribeWalletList(cb) {
        let off: (() => void) | undefined
        let live = true
        list[LOAD_SERVICE]().then(
          (loaded) => {
            if (!live) return
            off = loaded.subscribeWalletList(cb)
            cb()
          },
          () => undefined,
        )
        return () => {
          live = false
          off?.()
        }
      },
    },
  })
  return {
    /** Loads the list's code: fetchWallets waits for it, so the list is readable once a fetch resolves. */
    load: () => list[LOAD_SERVICE]().then(() => undefined),
    members: {
      getWalletList: list.getWalletList,
      subscribeWalletList: list.subscribeWalletList,
      /** Forgets the wallet being connected (`getState().connectingWallet`), e.g. when the host cancels. */
      resetConnectingWallet: () => ctx.headless.setState({ connectingWallet: undefined }),
    },
  }
}
