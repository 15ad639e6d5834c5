import { createContext, useContext, useMemo, useState, type Context, type ReactNode } from 'react'
import { createSnapshotKit, DEFAULT_LOCALE, getDefaultKit, hydrateKit, type AppKit, type AppKitInitialState } from '../../kernel'

// Typed by name, so the declaration build can refer to AppKit instead of spelling out its shape.
export const KitContext: Context<AppKit | undefined> = /*#__PURE__*/ createContext<AppKit | undefined>(undefined)
/** The kit as the server rendered it (its initial state only): React's server snapshot for the hooks. */
export const SnapshotKitContext: Context<AppKit | undefined> = /*#__PURE__*/ createContext<AppKit | undefined>(undefined)

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
  // A kit in another language renders from a snapshot too (English words, its lang and dir), so
  // the server's HTML and hydration agree whether or not either side had its catalogue yet.
  const translated = live ? live.getLocale() !== DEFAULT_LOCALE : false
  const snapshot = useMemo(() => (live && (initialState || translated) ? createSnapshotKit(live, initialState) : undefined), [live, initialState, translated])
  const body = snapshot ? <SnapshotKitContext.Provider value={snapshot}>{children}</SnapshotKitContext.Provider> : children
  return kit ? <KitContext.Provider value={kit}>{body}</KitContext.Provider> : <>{body}</>
}
