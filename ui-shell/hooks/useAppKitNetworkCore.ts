import { useCallback } from 'react'
import { CONNECTION_STORE, KIT_CONTAINER, NETWORKS_STORE, type CaipNetworkId, type PublicNetwork } from '../../kernel'
import { useKit } from '../kit/useKit'
import { useKitSnapshot } from './useKitSnapshot'

export interface UseAppKitNetworkCoreReturn extends PublicNetwork {
  /** The networks the connected wallet approved (a WalletConnect session's chains); [] when it did not say. */
  approvedCaipNetworkIds: CaipNetworkId[]
  /** True while the wallet did not narrow the networks down. */
  supportsAllNetworks: boolean
}

/** AppKit's `useAppKitNetworkCore`: the active network without switchNetwork, plus the approved networks. */
export function useAppKitNetworkCore(): UseAppKitNetworkCoreReturn {
  const kit = useKit()
  const subscribe = useCallback(
    (onChange: () => void) => {
      const c = kit[KIT_CONTAINER]
      const offs = [c.resolve(NETWORKS_STORE).subscribe(onChange), c.resolve(CONNECTION_STORE).subscribe(onChange)]
      return () => offs.forEach((off) => off())
    },
    [kit],
  )
  const read = useCallback((): UseAppKitNetworkCoreReturn => {
    const namespace = kit.getActiveChainNamespace()
    const approved = namespace ? kit[KIT_CONTAINER].resolve(NETWORKS_STORE).getState().supportedNetworkIds[namespace] : undefined
    return {
      caipNetwork: kit.getCaipNetwork(),
      chainId: kit.getChainId(),
      caipNetworkId: kit.getCaipNetworkId(),
      approvedCaipNetworkIds: [...(approved ?? [])],
      supportsAllNetworks: !approved?.length,
    }
  }, [kit])
  return useKitSnapshot(subscribe, read)
}
