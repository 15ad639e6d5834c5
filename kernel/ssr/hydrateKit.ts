import type { AppKit } from '../createPublicApi'
import { KIT_CONTAINER } from '../kitContainer'
import * as T from '../tokens'
import { applyInitialState } from './applyInitialState'
import type { AppKitInitialState } from './cookieToInitialState'

/**
 * Gives a starting kit the server's initial state, so the first client render after hydration
 * shows what the server did (wagmi's hydrate). A kit past startup already knows better: its
 * restore settled, so the cookie is ignored; the restore drops what no wallet confirms.
 */
export function hydrateKit(kit: AppKit, state: AppKitInitialState | undefined): void {
  if (!state || kit.getState().initialized) return
  const c = kit[KIT_CONTAINER]
  applyInitialState({ connection: c.resolve(T.CONNECTION_STORE), account: c.resolve(T.ACCOUNT_STORE), networks: c.resolve(T.NETWORKS_STORE) }, state)
}
