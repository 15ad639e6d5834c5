import { useCallback, useMemo } from 'react'
import type { AppKit, ChainNamespace, WalletConnection } from '../../kernel'
import { useKit } from '../kit/useKit'
import { useKitSnapshot } from './useKitSnapshot'

/** A connection as AppKit 1.8's hooks hand it out: with its wallet's name and icon and its network's icon. */
export type FormattedConnection = WalletConnection & { name: string; icon: string | undefined; networkIcon: string | undefined }

export interface UseAppKitConnectionsReturn {
  connections: FormattedConnection[]
  recentConnections: FormattedConnection[]
}

/** The live and recent connections of a namespace (the active one's when absent), as the kit reports them. */
export function useConnectionLists(namespace: ChainNamespace | undefined) {
  const kit = useKit()
  const subscribe = useCallback((onChange: () => void) => kit.subscribeConnections(onChange), [kit])
  const read = useCallback(() => {
    const ns = namespace ?? kit.getActiveChainNamespace()
    // The lists are the kit's own arrays, so the snapshot stays the same object until they change.
    return { namespace: ns, connections: ns ? kit.getConnections(ns) : [], recentConnections: ns ? kit.getRecentConnections(ns) : [] }
  }, [kit, namespace])
  return useKitSnapshot(subscribe, read)
}

export function formatConnection(kit: AppKit, namespace: ChainNamespace | undefined, connection: WalletConnection): FormattedConnection {
  const connector = kit.getConnectors(namespace).find((c) => c.id === connection.connectorId)
  return {
    ...connection,
    name: connection.name ?? connector?.info?.name ?? connector?.name ?? connection.connectorId,
    icon: connection.icon ?? (connector ? kit.getConnectorImage(connector) : undefined),
    networkIcon: connection.caipNetwork?.assets?.imageUrl,
  }
}

/**
 * AppKit 1.8's `useAppKitConnections`: a namespace's connected wallets (the active one first) and
 * its recently connected ones. With the multi-wallet plugin off, the active connection alone.
 */
export function useAppKitConnections(namespace?: ChainNamespace): UseAppKitConnectionsReturn {
  const kit = useKit()
  const lists = useConnectionLists(namespace)
  return useMemo(
    () => ({
      connections: lists.connections.map((c) => formatConnection(kit, lists.namespace, c)),
      recentConnections: lists.recentConnections.map((c) => formatConnection(kit, lists.namespace, c)),
    }),
    [kit, lists],
  )
}
