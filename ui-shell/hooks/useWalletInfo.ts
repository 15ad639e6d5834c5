import { useCallback } from 'react'
import type { ChainNamespace, ConnectedWalletInfo } from '../../kernel'
import { useKit } from '../kit/useKit'
import { useKitSnapshot } from './useKitSnapshot'

export interface UseWalletInfoReturn {
  walletInfo: ConnectedWalletInfo | undefined
}

/** AppKit's `useWalletInfo`: the connected wallet's name and icon. */
export function useWalletInfo(namespace?: ChainNamespace): UseWalletInfoReturn {
  const kit = useKit()
  const subscribe = useCallback((onChange: () => void) => kit.subscribeWalletInfo(() => onChange(), namespace), [kit, namespace])
  const read = useCallback(() => ({ walletInfo: kit.getWalletInfo(namespace) }), [kit, namespace])
  return useKitSnapshot(subscribe, read)
}
