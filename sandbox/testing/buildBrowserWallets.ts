// A lazy front for the browser-wallets bundler: importing `airlock/testing` must not load
// esbuild, which only the few tests that serve a page need.
import type { BuildBrowserWalletsOptions } from '../wallets/browser/buildBrowserWallets'

export type { BuildBrowserWalletsOptions }

/** The test wallets as one browser script (JS text); see sandbox/wallets/browser. */
export async function buildBrowserWallets(options?: BuildBrowserWalletsOptions): Promise<string> {
  const { buildBrowserWallets: build } = await import('../wallets/browser/buildBrowserWallets')
  return build(options)
}
