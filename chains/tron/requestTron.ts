import type { RequestProvider } from '../../kernel/plugin'

/** The wallet methods, named as WalletConnect's `tron` namespace names them (AppKit's too). */
export type TronWalletMethod = 'tron_requestAccounts' | 'tron_signMessage' | 'tron_signTransaction'

/** The universal provider's request takes the target chain as a second argument; others ignore it. */
type ChainAwareRequest = (args: { method: string; params?: unknown }, chain?: string) => Promise<unknown>

/** Sends a `tron_*` request, aimed at `chain` when the provider is a WalletConnect one. */
export function requestTron<T>(provider: RequestProvider, method: TronWalletMethod, params: unknown, chain?: string): Promise<T> {
  const request = provider.request.bind(provider) as ChainAwareRequest
  return request({ method, params }, chain) as Promise<T>
}
