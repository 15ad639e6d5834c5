import { createContext, type Context, type ReactNode } from 'react'
import type { AppKit } from '../../kernel'

// Typed by name, so the declaration build can refer to AppKit instead of spelling out its shape.
export const KitContext: Context<AppKit | undefined> = /*#__PURE__*/ createContext<AppKit | undefined>(undefined)

export interface AppKitProviderProps {
  kit: AppKit
  children?: ReactNode
}

/** Scopes the hooks and buttons below it to one kit, for pages with several kits. */
export function AppKitProvider({ kit, children }: AppKitProviderProps) {
  return <KitContext.Provider value={kit}>{children}</KitContext.Provider>
}
