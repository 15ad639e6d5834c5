import type { Eip1193Provider } from './types'

/** EIP-6963 provider info; icon must be a data: URI (the page never fetches it). */
export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

/**
 * Announces a provider by EIP-6963: once now, and again on every 'eip6963:requestProvider',
 * so a dapp that loads after the wallet still finds it. Returns a function that stops answering.
 * `target` is the window; a test may pass any EventTarget.
 */
export function announceEip6963(
  provider: Eip1193Provider,
  info: Eip6963ProviderInfo,
  target: EventTarget = globalThis.window,
): () => void {
  // Frozen as the EIP asks, so one dapp cannot rewrite what another sees.
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
