import type { RequestProvider } from '../../kernel/plugin'
import type { SolanaRpcMethod } from './createWalletStandardProvider'

/** The universal provider's request takes the target chain as a second argument; others ignore it. */
type ChainAwareRequest = (args: { method: string; params?: unknown }, chain?: string) => Promise<unknown>

/** Sends a `solana_*` request, aimed at `chain` when the provider is a WalletConnect one. */
export function requestSolana<T>(provider: RequestProvider, method: SolanaRpcMethod, params: unknown, chain?: string): Promise<T> {
  const request = provider.request.bind(provider) as ChainAwareRequest
  return request({ method, params }, chain) as Promise<T>
}

interface SessionLike {
  session?: { namespaces?: Record<string, { methods?: string[]; accounts?: string[] } | undefined> }
  supports?: (method: SolanaRpcMethod) => boolean
}

/** Whether the wallet grants `method`: asked of our Wallet Standard provider, read from a WalletConnect session, else assumed. */
export function supportsSolanaMethod(provider: RequestProvider, method: SolanaRpcMethod): boolean {
  const p = provider as RequestProvider & SessionLike
  if (typeof p.supports === 'function') return p.supports(method)
  const methods = p.session?.namespaces?.solana?.methods
  return Array.isArray(methods) ? methods.includes(method) : true
}
