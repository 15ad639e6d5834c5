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
export const WALLETCONNECT_OFF = 'WalletConnect is off in this kit (enableWalletConnect: false, or the walletconnect plugin is not loaded)'

/** AppKit 1.8's headless WalletConnect URI members, over the walletconnect plugin's pairing store. */
export function walletConnectMembers({ c, headless }: ApiContext) {
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
    /** Forgets the pending URI, so the next prefetch makes a fresh one, and the wallet being connected (as AppKit's resetUri). */
    resetWalletConnectUri() {
      headless.setState({ connectingWallet: undefined })
      service()?.resetPairing()
    },
  }
}
