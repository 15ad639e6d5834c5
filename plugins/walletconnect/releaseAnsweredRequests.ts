import type { UniversalProviderLike } from './types'
import { RELAYER_CONNECT } from './watchRelay'

/** The relay socket's JSON-RPC provider, as @walletconnect/jsonrpc-provider 1.0.14 builds it. */
export interface RelayRpcProvider {
  on(event: 'payload', listener: (payload: { id?: unknown; result?: unknown; error?: unknown }) => void): void
  events: { removeAllListeners(event: string): unknown }
}

const released = new WeakSet<object>()

/**
 * @walletconnect/jsonrpc-provider (1.0.14, the latest) waits for each relay request's answer with
 * `events.on(String(id))` and never removes that listener, so every publish and subscribe stays in
 * memory with its params: a session proposal each time the QR view opens (issue 32). Once an
 * answer has been handed to its waiter (synchronously, in the same emit), its id's listeners go.
 */
export function releaseAnsweredRequestsOf(provider: RelayRpcProvider): void {
  if (released.has(provider)) return
  released.add(provider)
  provider.on('payload', (payload) => {
    if (payload.id === undefined || !('result' in payload || 'error' in payload)) return
    const id = String(payload.id)
    queueMicrotask(() => provider.events.removeAllListeners(id))
  })
}

/** Applies releaseAnsweredRequestsOf to the relay's provider now and to each one a reconnect makes. */
export function releaseAnsweredRequests(universal: UniversalProviderLike): () => void {
  const relayer = universal.client?.core.relayer
  if (!relayer) return () => undefined
  const apply = () => {
    const provider = relayer.provider as Partial<RelayRpcProvider> | undefined
    if (typeof provider?.on === 'function' && typeof provider.events?.removeAllListeners === 'function') releaseAnsweredRequestsOf(provider as RelayRpcProvider)
  }
  apply()
  relayer.on?.(RELAYER_CONNECT, apply)
  return () => void relayer.off?.(RELAYER_CONNECT, apply)
}
