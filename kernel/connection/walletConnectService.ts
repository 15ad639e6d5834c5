// The contract between the WalletConnect plugin (which implements it) and the shell's
// WalletConnect views (which read it). Types only: the kernel stays free of @walletconnect code.
import type { Store } from '../store/createStore'
import type { CaipNetworkId, ChainNamespace, RequestProvider } from '../types'

export interface WalletConnectPairingState {
  /** The `wc:` URI the QR code and deep links show; undefined when none is pending (PAIR-05). */
  uri: string | undefined
  /** Epoch ms when the URI stops being offered: 4 minutes after display_uri (PAIR-01). */
  expiresAt: number | undefined
  status: 'idle' | 'pairing' | 'connected' | 'error'
  error: string | undefined
  /** The relay socket: `reconnecting` while it is down (the QR cannot be answered then); online when absent. */
  relay?: 'online' | 'reconnecting'
}

/** Spec §3 "Session", as read from the live WalletConnect session (SESS-01). */
export interface WalletConnectSessionInfo {
  topic: string
  namespaces: Record<string, { chains: string[]; accounts: string[]; methods: string[]; events: string[] }>
  sessionProperties: {
    bundler_name?: string
    bundler_url?: string
    /** Capabilities per chain (hex chain id or CAIP-2 key, as the wallet sent them). */
    capabilities?: Record<string, unknown>
    [key: string]: unknown
  }
  peer: { name: string; icons: string[]; url?: string; description?: string }
}

export interface WalletConnectService {
  readonly pairing: Store<WalletConnectPairingState>
  /**
   * Connects through WalletConnect (the QR and deep-link views call this): a fresh pairing, or
   * the pending one when it may be reused (PAIR-03, PAIR-04). Resolves once connected.
   */
  connect(options?: { namespace?: ChainNamespace }): Promise<void>
  /** True when no URI is pending or 10 s or less of it remain (PAIR-02). */
  isPairingExpired(): boolean
  /** Forgets the pending URI (the modal's close hook does this). */
  resetPairing(): void
  /** A wallet's deep link for the pending URI: `{link}wc?uri={encoded}` (CNR-05); undefined for an unsafe link. */
  formatWalletLink(link: string, uri: string): { redirect: string; href: string } | undefined
  /** The universal provider, loading @walletconnect/universal-provider on first call. */
  getUniversalProvider(): Promise<unknown>
  /** An EIP-1193 view of the session for one namespace; undefined before the provider loaded. */
  getNamespaceProvider(namespace: ChainNamespace): RequestProvider | undefined
  getSession(): WalletConnectSessionInfo | undefined
  /** Approved chains of the session, per namespace. */
  getApprovedChains(namespace: ChainNamespace): CaipNetworkId[]
  /** Closes the relay socket and stops the client's timers (kit destroy). */
  close(): Promise<void>
}
