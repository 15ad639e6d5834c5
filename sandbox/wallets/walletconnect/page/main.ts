// Entry of the /wc-wallet page bundle: reads the sandbox config and the URL, starts the wallet,
// renders it, and pairs with `?uri=` at once. `window.__AIRLOCK_WC_WALLET__` is there for scripts.
import { createMemoryStorage } from '../createMemoryStorage'
import { createLocalStorageKeyValue } from './createLocalStorageKeyValue'
import { createPageWallet } from './createPageWallet'
import { mountWalletPage } from './mountWalletPage'
import { readPageOptions, type WalletPageConfig } from './readPageOptions'
import type { PageWallet } from './types'

type PageGlobals = { __AIRLOCK_SANDBOX__?: WalletPageConfig; __AIRLOCK_WC_WALLET__?: PageWallet }

async function main(): Promise<void> {
  const root = document.getElementById('root')!
  const globals = globalThis as PageGlobals
  try {
    const options = readPageOptions(globals.__AIRLOCK_SANDBOX__, location.search)
    const wallet = await createPageWallet({ ...options, storage: pageStorage(options.storage) })
    globals.__AIRLOCK_WC_WALLET__ = wallet
    mountWalletPage(root, wallet)
    document.body.dataset['ready'] = 'true'
    if (options.uri) await wallet.pair(options.uri)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const shown = document.querySelector('[data-testid="wc-wallet-error"]') ?? root.appendChild(document.createElement('p'))
    shown.setAttribute('data-testid', 'wc-wallet-error')
    shown.textContent = message
  }
}

function pageStorage(kind: 'local' | 'memory') {
  if (kind === 'local') {
    try {
      // Private modes may refuse localStorage; memory keeps the page usable then.
      localStorage.setItem('airlock-wc-page:probe', '1')
      localStorage.removeItem('airlock-wc-page:probe')
      return createLocalStorageKeyValue(localStorage)
    } catch {
      // fall through
    }
  }
  return createMemoryStorage()
}

void main()
