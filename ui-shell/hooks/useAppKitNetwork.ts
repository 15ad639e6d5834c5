import { useCallback, useMemo } from 'react'
import type { AppKit, PublicNetwork } from '../../kernel'
import { useKit } from '../kit/useKit'
import { useKitSnapshot } from './useKitSnapshot'

export interface UseAppKitNetworkReturn extends PublicNetwork {
  switchNetwork: AppKit['switchNetwork']
}

/** AppKit's `useAppKitNetwork`: { caipNetwork, chainId, caipNetworkId, switchNetwork }. */
export function useAppKitNetwork(): UseAppKitNetworkReturn {
  const kit = useKit()
  const subscribe = useCallback((onChange: () => void) => kit.subscribeNetwork(() => onChange()), [kit])
  const read = useCallback(
    (): PublicNetwork => ({ caipNetwork: kit.getCaipNetwork(), chainId: kit.getChainId(), caipNetworkId: kit.getCaipNetworkId() }),
    [kit],
  )
  const network = useKitSnapshot(subscribe, read)
  return useMemo(() => ({ ...network, switchNetwork: kit.switchNetwork }), [network, kit])
}
