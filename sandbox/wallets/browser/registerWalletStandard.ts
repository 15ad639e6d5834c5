import type { Wallet, WalletsRegisterApi } from './walletStandardTypes'

/**
 * The Wallet Standard register protocol (what @wallet-standard/wallet's registerWallet does):
 * dispatch 'wallet-standard:register-wallet' for apps already listening, and answer
 * 'wallet-standard:app-ready' for apps that start later. Returns a function that unregisters.
 */
export function registerWalletStandard(wallet: Wallet, target: EventTarget = globalThis.window): () => void {
  const unregisters: (() => void)[] = []
  const callback = (api: WalletsRegisterApi) => void unregisters.push(api.register(wallet))
  const onAppReady = (event: Event) => callback((event as CustomEvent<WalletsRegisterApi>).detail)
  target.addEventListener('wallet-standard:app-ready', onAppReady)
  target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  return () => {
    target.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}
