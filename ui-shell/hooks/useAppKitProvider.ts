import { useCallback } from 'react'
import { CONNECTION_STORE, CONNECTORS_STORE, KIT_CONTAINER, type ChainNamespace, type ConnectorType } from '../../kernel'
import { useKit } from '../kit/useKit'
import { useKitSnapshot } from './useKitSnapshot'

export interface UseAppKitProviderReturn<P> {
  walletProvider: P | undefined
  /** The connector type of the namespace's connection ('INJECTED', 'WALLET_CONNECT', ...). */
  walletProviderType: ConnectorType | undefined
}

/** AppKit's `useAppKitProvider(namespace)`: the connected wallet's provider for a namespace. */
export function useAppKitProvider<P = unknown>(namespace: ChainNamespace): UseAppKitProviderReturn<P> {
  const kit = useKit()
  const subscribe = useCallback(
    (onChange: () => void) => {
      const c = kit[KIT_CONTAINER]
      const offs = [c.resolve(CONNECTION_STORE).subscribe(onChange), c.resolve(CONNECTORS_STORE).subscribe(onChange)]
      return () => offs.forEach((off) => off())
    },
    [kit],
  )
  const read = useCallback((): UseAppKitProviderReturn<P> => {
    const c = kit[KIT_CONTAINER]
    const connection = c.resolve(CONNECTION_STORE).getState().connections[namespace]
    if (!connection) return { walletProvider: undefined, walletProviderType: undefined }
    const connector = c.resolve(CONNECTORS_STORE).getConnector(connection.connectorId, namespace)
    return { walletProvider: kit.getProvider<P>(namespace), walletProviderType: connector?.type }
  }, [kit, namespace])
  return useKitSnapshot(subscribe, read)
}
