import { useContext } from 'react'
import type { AppKit } from '../../kernel'
import { SnapshotKitContext } from './kitContexts'

/**
 * The kit the server rendered from: the initial state's snapshot under an
 * `<AppKitProvider initialState>`, else the live kit itself. Hooks read it for React's server
 * snapshot, which hydration renders too, so server HTML and hydration always agree.
 */
export function useServerKit(live: AppKit): AppKit {
  return useContext(SnapshotKitContext) ?? live
}
