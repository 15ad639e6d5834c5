import { createStore, isIos, isSafari, isTelegram, type Store, type WalletConnectPairingState } from '../../kernel/plugin'

/** Spec §9: a pairing URI lives 4 minutes (PAIR-01) ... */
export const PAIRING_LIFETIME_MS = 4 * 60 * 1000
/** ... and counts as expired with 10 s or less left (PAIR-02). */
export const PAIRING_EXPIRY_THRESHOLD_MS = 10 * 1000

export interface PairingStore extends Store<WalletConnectPairingState> {
  /** display_uri: the URI and its expiry (PAIR-05). */
  setUri(uri: string): void
  isExpired(): boolean
  /** Forgets the URI; the status goes back to idle unless connected. */
  clear(): void
}

export interface PairingEnv {
  now?: () => number
  isTelegram?: () => boolean
  isIos?: () => boolean
  isSafari?: () => boolean
}

const IDLE: WalletConnectPairingState = { uri: undefined, expiresAt: undefined, status: 'idle', error: undefined }

export function createPairingStore(env: PairingEnv = {}): PairingStore {
  const now = env.now ?? Date.now
  const store = createStore<WalletConnectPairingState>(IDLE)
  return {
    ...store,
    setUri(uri) {
      store.setState({ uri, expiresAt: now() + PAIRING_LIFETIME_MS, status: 'pairing', error: undefined })
    },
    isExpired() {
      const { uri, expiresAt } = store.getState()
      return !uri || expiresAt === undefined || expiresAt - now() <= PAIRING_EXPIRY_THRESHOLD_MS
    },
    clear() {
      store.setState((s) => ({ uri: undefined, expiresAt: undefined, status: s.status === 'connected' ? 'connected' : 'idle', error: undefined }))
    },
  }
}

/**
 * Whether a pending, unexpired pairing is reused instead of making a new one: in a messenger
 * mini-app (PAIR-03) or in iOS Safari (PAIR-04), where leaving for the wallet and coming back
 * reloads the view, and a fresh URI would strand the wallet on the old one.
 */
export function shouldReusePairing(env: PairingEnv = {}): boolean {
  const telegram = env.isTelegram ?? (() => isTelegram())
  const ios = env.isIos ?? (() => isIos())
  const safari = env.isSafari ?? (() => isSafari())
  return telegram() || (ios() && safari())
}
