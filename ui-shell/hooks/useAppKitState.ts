import { useCallback, useSyncExternalStore } from 'react'
import type { PublicState } from '../../kernel'
import { useKit } from '../kit/useKit'
import { useServerKit } from '../kit/useServerKit'

export type UseAppKitStateReturn = PublicState

/** AppKit's `useAppKitState`: { open, selectedNetworkId, loading, activeChain, initialized }. */
export function useAppKitState(): UseAppKitStateReturn {
  const kit = useKit()
  const subscribe = useCallback((onChange: () => void) => kit.subscribeState(() => onChange()), [kit])
  return useSyncExternalStore(subscribe, kit.getState, useServerKit(kit).getState)
}
