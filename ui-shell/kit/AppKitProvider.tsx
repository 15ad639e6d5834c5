import { useContext, useMemo, useState, type ReactNode } from 'react'
import { appKitPlaceholderCss, createSnapshotKit, getDefaultKit, hydrateKit, type AppKit, type AppKitInitialState } from '../../kernel'
import { KitContext, SnapshotKitContext } from './kitContexts'
import { shellOptionsOf } from './shellOptions'

export { KitContext, SnapshotKitContext }

export interface AppKitProviderProps {
  /** The kit the hooks and buttons below use; the page's kit (the latest createAppKit) when absent. */
  kit?: AppKit
  /**
   * Server rendering: `cookieToInitialState(cookies)` of the request. The server HTML and the
   * first client render show this account, so nothing flashes "Connect Wallet" on reload.
   */
  initialState?: AppKitInitialState
  children?: ReactNode
}

/** Scopes the hooks and buttons below it to one kit, and gives them the request's initial state. */
export function AppKitProvider({ kit, initialState, children }: AppKitProviderProps) {
  const outer = useContext(KitContext)
  const live = kit ?? outer ?? getDefaultKit()
  // In the browser the live kit takes the initial state before anything renders from it, so the
  // render after hydration shows what the server did. A server kit is shared by every request:
  // it is never written, the snapshot below carries the request's state instead.
  useState(() => {
    if (live && initialState && typeof document !== 'undefined') hydrateKit(live, initialState)
  })
  // A visitor without a cookie (no initial state) gets a disconnected snapshot from the outermost
  // provider: hydration then draws what the server did, not whatever the live kit (or the shared
  // server kit) has reached by then. Only React's server snapshot reads it, so pages rendered in
  // the browser alone never see it; an inner provider keeps the outer one's.
  const outerSnapshot = useContext(SnapshotKitContext)
  const snapshot = useMemo(
    () => (live && (initialState || !outerSnapshot) ? createSnapshotKit(live, initialState) : undefined),
    [live, initialState, outerSnapshot],
  )
  // The outermost provider gives server-rendered <appkit-*> elements their placeholders (the
  // button they will become, drawn until they are defined). From the snapshot, never the live
  // kit: server and hydration write the same text, and the shared server kit holds no visitor.
  const placeholders = useMemo(
    () => (outerSnapshot || !snapshot ? undefined : appKitPlaceholderCss(snapshot, Object.keys(initialState?.accounts ?? {}))),
    [outerSnapshot, snapshot, initialState],
  )
  const body = snapshot ? <SnapshotKitContext.Provider value={snapshot}>{children}</SnapshotKitContext.Provider> : children
  const styled = placeholders ? (
    <>
      <style nonce={live ? shellOptionsOf(live).nonce : undefined} data-airlock-placeholders="">
        {placeholders}
      </style>
      {body}
    </>
  ) : (
    body
  )
  return kit ? <KitContext.Provider value={kit}>{styled}</KitContext.Provider> : <>{styled}</>
}
