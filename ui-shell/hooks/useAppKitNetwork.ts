import { useCallback, useMemo } from 'react'
import type { AppKit, PublicNetwork } from '../../kernel'
import { useKit } from '../kit/useKit'
import { useServerKit } from '../kit/useServerKit'
import { useKitSnapshot } from './useKitSnapshot'

export interface UseAppKitNetworkReturn extends PublicNetwork {
  switchNetwork: AppKit['switchNetwork']
}

/** AppKit's `useAppKitNetwork`: { caipNetwork, chainId, caipNetworkId, switchNetwork }. */
export function useAppKitNetwork(): UseAppKitNetworkReturn {
  const kit = useKit()
  const subscribe = useCallback((onChange: () => void) => kit.subscribeNetwork(() => onChange()), [kit])
  const read = useCallback(() => networkOf(kit), [kit])
  const serverKit = useServerKit(kit)
  const readServer = useCallback(() => networkOf(serverKit), [serverKit])
  const network = useKitSnapshot(subscribe, read, readServer)
  return useMemo(() => ({ ...network, switchNetwork: kit.switchNetwork }), [network, kit])
}

const networkOf = (kit: AppKit): PublicNetwork => ({ caipNetwork: kit.getCaipNetwork(), chainId: kit.getChainId(), caipNetworkId: kit.getCaipNetworkId() })
