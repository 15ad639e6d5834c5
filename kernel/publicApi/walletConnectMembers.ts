import * as T from '../tokens'
import type { ChainNamespace } from '../types'
import { findWalletConnector } from './findWalletConnector'
import type { ApiContext } from './apiContext'
import { NotSupportedError } from './notSupported'

/** The part of AppKit 1.8's WalletItem connectWallet reads. */
export interface WalletItem {
  id: string
  name: string
  connectors?: { id: string; chain: ChainNamespace; rdns?: string }[]
}

/** AppKit 1.8's WalletConnect URI snapshot, for a host that renders its own QR code. */
export interface WalletConnectUriSnapshot {
  wcUri: string | undefined
  wcError: boolean
  wcFetchingUri: boolean
  /** When the pairing behind `wcUri` expires (epoch ms). */
  wcPairingExpiry: number | undefined
}

const NO_PAIRING: WalletConnectUriSnapshot = Object.freeze({ wcUri: undefined, wcError: false, wcFetchingUri: false, wcPairingExpiry: undefined })
const WALLETCONNECT_OFF = 'WalletConnect is off in this kit (enableWalletConnect: false, or the walletconnect plugin is not loaded)'

/** AppKit 1.8's headless WalletConnect URI members, over the walletconnect plugin's pairing store. */
export function walletConnectMembers({ c }: ApiContext) {
  const service = () => c.resolve(T.SERVICES).find(T.WALLETCONNECT)
  let last: { state: unknown; snapshot: WalletConnectUriSnapshot } | undefined

  const getWalletConnectUri = (): WalletConnectUriSnapshot => {
    const pairing = service()?.pairing.getState()
    if (!pairing) return NO_PAIRING
    // The same object until the pairing changes, so React's external-store readers do not loop.
    if (last?.state === pairing) return last.snapshot
    const snapshot = {
      wcUri: pairing.uri,
      wcError: pairing.status === 'error',
      wcFetchingUri: pairing.status === 'pairing' && !pairing.uri,
      wcPairingExpiry: pairing.expiresAt,
    }
    last = { state: pairing, snapshot }
    return snapshot
  }

  return {
    getWalletConnectUri,
    /** Calls back (without arguments, as AppKit) on every pairing change; read getWalletConnectUri then. */
    subscribeWalletConnectUri(cb: () => void) {
      const wc = service()
      if (!wc) throw new NotSupportedError('subscribeWalletConnectUri', WALLETCONNECT_OFF)
      return wc.pairing.subscribe(() => cb())
    },
    /**
     * Starts a WalletConnect pairing and resolves once its URI is there (or it failed). The
     * connection itself completes when a wallet approves it, as after the modal's QR code.
     */
    async prefetchWalletConnectUri() {
      const wc = service()
      if (!wc) throw new NotSupportedError('prefetchWalletConnectUri', WALLETCONNECT_OFF)
      const settled = () => {
        const { uri, status } = wc.pairing.getState()
        return (Boolean(uri) && !wc.isPairingExpired()) || status === 'error' || status === 'connected'
      }
      // A failure lands in the pairing store (wcError); the wallet may approve any time later.
      void wc.connect().catch(() => undefined)
      if (settled()) return
      await new Promise<void>((resolve) => {
        const off = wc.pairing.subscribe(() => {
          if (!settled()) return
          off()
          resolve()
        })
      })
    },
    /**
     * Connects a wallet of AppKit's headless list without the modal: through one of its
     * connectors here (a browser wallet), else through a WalletConnect pairing whose URI the host
     * reads with getWalletConnectUri (for its QR code or the wallet's deep link).
     */
    async connectWallet(wallet: WalletItem, namespace?: ChainNamespace) {
      const connectors = c.resolve(T.CONNECTORS_STORE)
      const listed = (wallet.connectors ?? [])
        .filter((x) => !namespace || x.chain === namespace)
        .map((x) => connectors.getConnector(x.id, x.chain))
        .find((x) => x && x.type !== 'WALLET_CONNECT')
      const all = connectors.getState().connectors
      const connector = listed ?? findWalletConnector(all, wallet.id, namespace) ?? findWalletConnector(all, wallet.name, namespace)
      if (connector) {
        await c.resolve(T.CONNECTION_CONTROLLER).connect({ connector, namespace: namespace ?? connector.chain })
        return
      }
      const wc = service()
      if (!wc) throw new NotSupportedError('connectWallet', `${wallet.name} has no browser connector here and ${WALLETCONNECT_OFF}`)
      await wc.connect({ namespace })
    },
    /** Forgets the pending URI, so the next prefetch makes a fresh one. */
    resetWalletConnectUri: () => service()?.resetPairing(),
  }
}
