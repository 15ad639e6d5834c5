import { useCallback } from 'react'
import type { ChainNamespace, PublicAccount } from '../../kernel'
import { useKit } from '../kit/useKit'
import { useServerKit } from '../kit/useServerKit'
import { useKitSnapshot } from './useKitSnapshot'

export type UseAppKitAccountReturn = PublicAccount

/**
 * AppKit's `useAppKitAccount`: { allAccounts, address, caipAddress, isConnected, status,
 * embeddedWalletInfo } of the active namespace, or of `options.namespace`.
 */
export function useAppKitAccount(options?: { namespace?: ChainNamespace }): UseAppKitAccountReturn {
  const kit = useKit()
  const serverKit = useServerKit(kit)
  const namespace = options?.namespace
  const subscribe = useCallback((onChange: () => void) => kit.subscribeAccount(() => onChange(), namespace), [kit, namespace])
  const read = useCallback(() => kit.getAccount(namespace), [kit, namespace])
  const readServer = useCallback(() => serverKit.getAccount(namespace), [serverKit, namespace])
  return useKitSnapshot(subscribe, read, readServer)
}
