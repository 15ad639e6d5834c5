/**
 * Whether the visitor let this site use the wallet: real extensions remember it per origin, so a
 * reload restores the session without a prompt (BYD-26). The test wallets keep it the same way.
 */
export interface WalletGrants {
  granted(): boolean
  set(granted: boolean): void
}

/** In memory: gone on reload (Node tests, or a page that wants a fresh wallet). */
export function memoryGrants(): WalletGrants {
  let granted = false
  return { granted: () => granted, set: (value) => void (granted = value) }
}

/**
 * In the page's localStorage, which is per origin as an extension's site permissions are. The key
 * sits outside the kit's `@airlock/` prefix: it is the wallet's memory, not the dapp's.
 */
export function localStorageGrants(target: Window, walletId: string): WalletGrants {
  const key = `airlock-test-wallet:grant:${walletId}`
  const storage = (() => {
    try {
      return target.localStorage
    } catch {
      return undefined // sandboxed iframe, opaque origin: remember nothing, as a private window would
    }
  })()
  if (!storage) return memoryGrants()
  return {
    granted: () => {
      try {
        return storage.getItem(key) === '1'
      } catch {
        return false
      }
    },
    set: (value) => {
      try {
        if (value) storage.setItem(key, '1')
        else storage.removeItem(key)
      } catch {
        // Storage full or blocked: the grant lasts for this page only.
      }
    },
  }
}
