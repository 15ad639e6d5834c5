// A page for discovery tests in Node: an EventTarget with the `window.ethereum` slot, where
// wallets announce themselves as EIP-6963 asks (once now, again on each request).
import type { Eip155Window, Eip1193Provider, Eip6963ProviderInfo } from '../types'

export interface TestWindow extends Eip155Window {
  announce(provider: Eip1193Provider, info: Eip6963ProviderInfo): void
  inject(provider: Eip1193Provider): void
}

export function createTestWindow(): TestWindow {
  const page = new EventTarget() as TestWindow
  page.announce = (provider, info) => {
    const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
    const fire = () => page.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    page.addEventListener('eip6963:requestProvider', fire)
    fire()
  }
  page.inject = (provider) => {
    page.ethereum = provider
    page.dispatchEvent(new Event('ethereum#initialized'))
  }
  return page
}

export const walletInfo = (n: number): Eip6963ProviderInfo => ({
  uuid: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Wallet ${n}`,
  icon: `data:image/svg+xml,<svg id="${n}"/>`,
  rdns: `test.wallet${n}`,
})
