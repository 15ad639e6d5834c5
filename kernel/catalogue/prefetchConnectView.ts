import type { DependencyContainer } from '../container/tsyringe'
import { CONNECTORS_STORE, WALLET_CATALOGUE } from '../tokens'

/**
 * Fetches what the Connect view shows, once per kit: the catalogue's featured and recommended
 * pages, then the first 20 wallet images (WLIST-03), connector logos (WalletConnect's) first.
 * Called on idle by the modal preload and again when the view mounts; the second call reuses the first.
 */
export function prefetchConnectView(c: DependencyContainer): Promise<void> {
  // A connector with its own URL (an EIP-6963 icon) draws that; only catalogue ids need a request.
  const imageIds = c
    .resolve(CONNECTORS_STORE)
    .getState()
    .connectors.flatMap((k) => (k.imageId && !k.imageUrl ? [k.imageId] : []))
  return c.resolve(WALLET_CATALOGUE).prefetch(imageIds)
}
