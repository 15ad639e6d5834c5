import type { Eip1193Provider } from './types'

/**
 * Sets the legacy `window.ethereum` (the path before EIP-6963) and fires 'ethereum#initialized',
 * which detectors such as @metamask/detect-provider wait for when the page loaded first.
 * Returns a function that restores the previous value.
 */
export function injectWindowEthereum(provider: Eip1193Provider, target: Window = globalThis.window): () => void {
  const previous = Object.getOwnPropertyDescriptor(target, 'ethereum')
  // Configurable, so a test (or a second wallet) can take the slot over, as extensions do.
  Object.defineProperty(target, 'ethereum', { value: provider, configurable: true, enumerable: true, writable: true })
  target.dispatchEvent(new Event('ethereum#initialized'))
  return () => {
    if (previous) Object.defineProperty(target, 'ethereum', previous)
    else delete (target as { ethereum?: unknown }).ethereum
  }
}
