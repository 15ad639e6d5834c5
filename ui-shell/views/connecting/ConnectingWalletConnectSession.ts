import { useCallback, useEffect, useRef, useState } from 'react'
import {
  CONNECTION_STORE,
  CONNECTORS_STORE,
  createStore,
  ErrorMessages,
  errorMessage,
  KIT_CONTAINER,
  MODAL_CONTROLLER,
  ROUTER,
  SERVICES,
  WALLETCONNECT,
  type AppKit,
  type ViewName,
  type WalletConnectPairingState,
  type WalletConnectService,
  type WalletEntry,
} from '../../../kernel'
import { useKit, useStoreState } from '../../components'
import { afterPaint } from '../../scheduling/afterPaint'
import { onceCardShown, useCardElementStore } from '../../slots/cardElement'

/**
 * Where a WalletConnect connection stands, as the QR and deep-link views show it:
 * `starting` (no URI yet), `ready` (a URI to scan or open), `expired` (the URI is gone or has
 * 10 s or less left: retry), `declined` (the wallet rejected or the pairing failed: retry),
 * `connected`, `unavailable` (no WalletConnect service in this kit).
 */
export type WalletConnectPhase = 'starting' | 'ready' | 'expired' | 'declined' | 'connected' | 'unavailable'

export interface ConnectingWalletConnectSession {
  phase: WalletConnectPhase
  /** The pairing URI to show; undefined unless `ready` or `expired` with a stale one. */
  uri: string | undefined
  /** Why the last attempt failed (`declined`). */
  error: string | undefined
  /** Starts a new attempt: a fresh pairing URI (or the pending one where the service reuses it). */
  retry(): void
  service: WalletConnectService | undefined
  /** The relay socket is down: the URI cannot be answered until it is back. */
  relayDown: boolean
}

/** How often the view asks the service whether the URI expired: the 10 s margin is far wider. */
export const PAIRING_EXPIRY_CHECK_MS = 1000

const NO_PAIRING = /*#__PURE__*/ createStore<WalletConnectPairingState>({ uri: undefined, expiresAt: undefined, status: 'idle', error: undefined })

// The plugin provides the service while active; once it deactivates there is none (not a throw).
const resolveService = (kit: AppKit): WalletConnectService | undefined => kit[KIT_CONTAINER].resolve(SERVICES).find(WALLETCONNECT)

type Outcome = 'pending' | 'connected' | 'declined' | 'unavailable'

/**
 * Runs one WalletConnect connection for a view: starts (or reuses) a pairing through the
 * plugin's service on mount, follows its URI and expiry, and settles: success closes the modal
 * (embedded: the kernel shows Account) unless a flow already moved on (a sign-in view), failure
 * or expiry offers a retry. Results of superseded attempts are ignored, so a view never hangs
 * on, or is thrown back by, an old pairing.
 */
export function useConnectingWalletConnectSession(view: ViewName, wallet?: WalletEntry): ConnectingWalletConnectSession {
  const kit = useKit()
  const [service, setService] = useState(() => resolveService(kit))
  const [outcome, setOutcome] = useState<Outcome>('pending')
  const [error, setError] = useState<string | undefined>()
  const [expired, setExpired] = useState(false)
  const pairing = useStoreState(service?.pairing ?? NO_PAIRING)
  const attempt = useRef(0)
  const [attemptNo, setAttemptNo] = useState(0)
  const live = useRef(true)
  const started = useRef(false)
  /** A URI left from before the current attempt: not shown, since a fresh one is on its way. */
  const staleUri = useRef<string | undefined>(undefined)
  /** Whether the current attempt has shown a URI, so its disappearing means expiry, not "not yet". */
  const shownUri = useRef(false)
  const walletRef = useRef(wallet)
  walletRef.current = wallet

  // The plugin activates during startup; a modal opened at once may be ahead of it.
  useEffect(() => {
    if (service) return
    let active = true
    void kit.ready().then(() => {
      if (!active) return
      const resolved = resolveService(kit)
      if (resolved) setService(resolved)
      else setOutcome('unavailable')
    })
    return () => {
      active = false
    }
  }, [kit, service])

  const onConnected = useCallback(() => {
    const c = kit[KIT_CONTAINER]
    if (walletRef.current) c.resolve(CONNECTORS_STORE).addRecentWallet(walletRef.current)
    // A flow that took over on connect (sign-in) keeps the modal; otherwise it is done, as in AppKit.
    void c.resolve(MODAL_CONTROLLER).connected({ fromView: view })
  }, [kit, view])

  const start = useCallback(
    (svc: WalletConnectService) => {
      const id = ++attempt.current
      const current = svc.pairing.getState().uri
      // The first attempt may show a pending URI the service is about to reuse (PAIR-03, PAIR-04).
      staleUri.current = current && !svc.isPairingExpired() && id === 1 ? undefined : current
      shownUri.current = false
      setAttemptNo(id)
      setOutcome('pending')
      setError(undefined)
      setExpired(false)
      svc.connect().then(
        () => {
          if (live.current && id === attempt.current) setOutcome('connected')
        },
        (reason: unknown) => {
          if (!live.current || id !== attempt.current) return
          const message = errorMessage(reason)
          // No WalletConnect connector (no chain plugin for the namespace): retrying cannot help.
          const next = message === ErrorMessages.walletConnectConnectorNotFound ? 'unavailable' : 'declined'
          setOutcome((o) => (o === 'pending' ? next : o))
          setError(message)
        },
      )
    },
    [],
  )

  // A wallet may also finish an earlier pairing of this kit (scanned before a retry): connected is connected.
  useEffect(() => {
    if (outcome !== 'pending' || attemptNo === 0) return
    const connection = kit[KIT_CONTAINER].resolve(CONNECTION_STORE)
    const before = new Set(Object.keys(connection.getState().connections))
    return connection.subscribe((state) => {
      if (Object.keys(state.connections).some((ns) => !before.has(ns))) setOutcome('connected')
    })
  }, [kit, outcome, attemptNo])

  const closed = useRef(false)
  useEffect(() => {
    if (outcome !== 'connected' || closed.current) return
    closed.current = true
    onConnected()
  }, [outcome, onConnected])

  // A card prerendered before the open (issue 32) pairs only once it shows: no pairing, relay
  // traffic or expiry clock for a visitor who never opens the modal. And after the view's first
  // paint: the relay's sign-in and key work would otherwise hold the open by tens of ms.
  const cardStore = useCardElementStore()
  useEffect(() => {
    live.current = true
    let stopPaintWait: (() => void) | undefined
    const stopShowWait = service
      ? onceCardShown(cardStore, () => {
          stopPaintWait = afterPaint(() => {
            // Once per mount (StrictMode re-runs effects): a second connect would make a second pairing.
            if (started.current) return
            started.current = true
            start(service)
          })
        })
      : undefined
    return () => {
      live.current = false
      stopShowWait?.()
      stopPaintWait?.()
    }
  }, [service, start, cardStore])

  // Expiry: the service knows the clock and the 10 s margin; the view polls it while it waits.
  useEffect(() => {
    if (!service || outcome !== 'pending' || attemptNo === 0) return
    const check = () => {
      const { uri, status } = service.pairing.getState()
      const fresh = uri && uri !== staleUri.current ? uri : undefined
      if (fresh) shownUri.current = true
      if (status === 'connected') return setExpired(false)
      setExpired(fresh ? service.isPairingExpired() : shownUri.current)
    }
    check()
    const timer = setInterval(check, PAIRING_EXPIRY_CHECK_MS)
    const unsubscribe = service.pairing.subscribe(check)
    return () => {
      clearInterval(timer)
      unsubscribe()
    }
  }, [service, outcome, attemptNo])

  const retry = useCallback(() => {
    if (service) start(service)
  }, [service, start])

  const uri = pairing.uri && pairing.uri !== staleUri.current ? pairing.uri : undefined
  const phase: WalletConnectPhase =
    outcome !== 'pending' ? outcome : expired ? 'expired' : uri ? 'ready' : 'starting'
  return { phase, uri: phase === 'ready' ? uri : undefined, error, retry, service, relayDown: pairing.relay === 'reconnecting' }
}
