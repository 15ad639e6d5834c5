import type { ChainNamespace } from '../../kernel/plugin'
import type { UniversalProviderLike, WcSession } from './types'

export interface SessionHandlers {
  /** display_uri: a new pairing URI to show (PAIR-05). */
  onUri(uri: string): void
  /** A session settled, by our connect or one the host drove (manualWCControl). */
  onConnect(session: WcSession): void
  /** The provider moved a namespace to another chain (wallet event or a switch), PROV-14. */
  onChainChanged(namespace: ChainNamespace, reference: string): void
  /** The wallet reported other accounts for a namespace (SESS-06). */
  onAccountsChanged(namespace: ChainNamespace, addresses: string[]): void
  /** The session ended: the wallet deleted it or it expired (SESS-05, PAIR-06). */
  onDisconnect(reason: { code?: number; message?: string }): void
}

type SessionEventArgs = { topic: string; params: { chainId: string; event: { name: string; data: unknown } } }

/**
 * Follows one universal provider's events. The provider already drops events of other topics
 * (SESS-04); `isCurrentTopic` checks again, because the kit acts on them with a session in hand.
 */
export function watchSession(provider: UniversalProviderLike, handlers: SessionHandlers): () => void {
  const isCurrentTopic = (topic: string) => provider.session?.topic === topic

  const onUri = (uri: string) => handlers.onUri(uri)
  const onConnect = ({ session }: { session?: WcSession }) => {
    if (session) handlers.onConnect(session)
  }
  // The provider's public `chainChanged` carries only the reference; its internal
  // default_chain_changed event names the namespace too, and covers switches made here.
  const onDefaultChainChanged = ({ currentCaipChainId }: { currentCaipChainId: string }) => {
    const [namespace, reference] = currentCaipChainId.split(':')
    if (namespace && reference) handlers.onChainChanged(namespace, reference)
  }
  const onSessionEvent = ({ topic, params }: SessionEventArgs) => {
    if (!isCurrentTopic(topic) || params.event.name !== 'accountsChanged') return
    const data = Array.isArray(params.event.data) ? (params.event.data as unknown[]) : []
    const fallbackNamespace = params.chainId.split(':')[0] ?? params.chainId
    const byNamespace = new Map<ChainNamespace, string[]>()
    for (const entry of data) {
      if (typeof entry !== 'string') continue
      // CAIP-10 `ns:ref:address`, or a bare address on the event's chain.
      const parts = entry.split(':')
      const namespace = parts.length >= 3 ? parts[0]! : fallbackNamespace
      const address = parts.length >= 3 ? parts.slice(2).join(':') : entry
      byNamespace.set(namespace, [...new Set([...(byNamespace.get(namespace) ?? []), address])])
    }
    for (const [namespace, addresses] of byNamespace) handlers.onAccountsChanged(namespace, addresses)
  }
  const onDisconnect = (reason: { code?: number; message?: string } | undefined) => handlers.onDisconnect(reason ?? {})

  provider.on('display_uri', onUri)
  provider.on('connect', onConnect)
  provider.on('default_chain_changed', onDefaultChainChanged)
  provider.on('session_event', onSessionEvent)
  provider.on('disconnect', onDisconnect)
  return () => {
    provider.removeListener('display_uri', onUri)
    provider.removeListener('connect', onConnect)
    provider.removeListener('default_chain_changed', onDefaultChainChanged)
    provider.removeListener('session_event', onSessionEvent)
    provider.removeListener('disconnect', onDisconnect)
  }
}
