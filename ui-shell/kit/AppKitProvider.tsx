import { createContext, type ReactNode } from 'react'
import type { AppKit } from '../../kernel'

export const KitContext = /*#__PURE__*/ createContext<AppKit | undefined>(undefined)

export interface AppKitProviderProps {
  kit: AppKit
  children?: ReactNode
}

/** Scopes the hooks and buttons below it to one kit, for pages with several kits. */
export function AppKitProvider({ kit, children }: AppKitProviderProps) {
  return <KitContext.Provider value={kit}>{children}</KitContext.Provider>
}
