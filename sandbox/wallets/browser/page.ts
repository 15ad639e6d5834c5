// Entry of the browser bundle (buildBrowserWallets). On load it installs the wallets that
// `?wallets=` (or config.wallets) names, using `window.__AIRLOCK_SANDBOX__`, and leaves them
// on `window.__AIRLOCK_WALLETS__` so browser tests can script them (`.script({...})`).
import { installBrowserWallets, type BrowserWalletsConfig, type InstalledBrowserWallets } from './installBrowserWallets'
import { parseWalletsQuery } from './parseWalletsQuery'

export { announceEip6963 } from './announceEip6963'
export { createEip1193TestWallet } from './createEip1193TestWallet'
export { createKeplrTestWallet } from './createKeplrTestWallet'
export { createSolanaTestWallet } from './createSolanaTestWallet'
export { injectWindowEthereum } from './injectWindowEthereum'
export { installBrowserWallets } from './installBrowserWallets'
export { parseWalletsQuery } from './parseWalletsQuery'
export { registerWalletStandard } from './registerWalletStandard'

// Typed locally rather than by `declare global`, so the project's Window type stays clean.
interface SandboxWindow extends Window {
  __AIRLOCK_SANDBOX__?: BrowserWalletsConfig
  __AIRLOCK_WALLETS__?: InstalledBrowserWallets
}

function installFromPage(win: SandboxWindow) {
  const config = win.__AIRLOCK_SANDBOX__
  const query = new URLSearchParams(win.location.search).get('wallets') ?? config?.wallets
  if (!query) return
  if (!config) {
    console.error('[airlock test wallets] ?wallets= is set but window.__AIRLOCK_SANDBOX__ is missing; set it before this script')
    return
  }
  try {
    win.__AIRLOCK_WALLETS__ = installBrowserWallets(config, parseWalletsQuery(query), win)
  } catch (error) {
    // Shown, not thrown: the demo app should still load so the tester sees the message.
    console.error('[airlock test wallets]', error)
  }
}

if (typeof window !== 'undefined') installFromPage(window as SandboxWindow)
