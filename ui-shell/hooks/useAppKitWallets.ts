import { useCallback, useMemo, useState, useSyncExternalStore } from 'react'
import { WALLET_CATALOGUE, type AppKit, type ChainNamespace, type WalletListItem, type WalletListSnapshot } from '../../kernel'
import { useKit } from '../kit/useKit'
import { useService } from '../kit/useService'
import { useStoreState } from './useStoreState'

export interface UseAppKitWalletsReturn extends WalletListSnapshot {
  isFetchingWallets: boolean
  isFetchingWcUri: boolean
  isInitialized: boolean
  wcUri: string | undefined
  wcError: boolean
  /** The wallet a `connect` call is connecting, until it settles. */
  connectingWallet: WalletListItem | undefined
  fetchWallets: AppKit['fetchWallets']
  connect(wallet: WalletListItem, namespace?: ChainNamespace): Promise<void>
  resetWcUri(): void
  /** Forgets the wallet being connected and its pending WalletConnect URI. */
  resetConnectingWallet(): void
  getWcUri(): Promise<void>
}

/** AppKit 1.8's `useAppKitWallets`: the headless wallet list and connect, for a custom connect UI. */
export function useAppKitWallets(): UseAppKitWalletsReturn {
  const kit = useKit()
  const list = useSyncExternalStore(kit.subscribeWalletList, kit.getWalletList, kit.getWalletList)
  // With WalletConnect off there never is a URI: nothing to follow.
  const subscribeWc = useCallback(
    (onChange: () => void) => {
      try {
        return kit.subscribeWalletConnectUri(onChange)
      } catch {
        return () => undefined
      }
    },
    [kit],
  )
  const wc = useSyncExternalStore(subscribeWc, kit.getWalletConnectUri, kit.getWalletConnectUri)
  const catalogue = useStoreState(useService(WALLET_CATALOGUE))
  const state = useSyncExternalStore(kit.subscribeState, kit.getState, kit.getState)
  const [connectingWallet, setConnectingWallet] = useState<WalletListItem | undefined>(undefined)

  const connect = useCallback(
    async (wallet: WalletListItem, namespace?: ChainNamespace) => {
      setConnectingWallet(wallet)
      try {
        await kit.connectWallet(wallet, namespace)
      } finally {
        setConnectingWallet(undefined)
      }
    },
    [kit],
  )
  const resetConnectingWallet = useCallback(() => {
    setConnectingWallet(undefined)
    kit.resetWalletConnectUri()
  }, [kit])

  return useMemo(
    () => ({
      ...list,
      isFetchingWallets: catalogue.loading || catalogue.search.loading,
      isFetchingWcUri: wc.wcFetchingUri,
      isInitialized: state.initialized,
      wcUri: wc.wcUri,
      wcError: wc.wcError,
      connectingWallet,
      fetchWallets: kit.fetchWallets,
      connect,
      resetWcUri: kit.resetWalletConnectUri,
      resetConnectingWallet,
      getWcUri: kit.prefetchWalletConnectUri,
    }),
    [list, catalogue.loading, catalogue.search.loading, wc, state.initialized, connectingWallet, kit, connect, resetConnectingWallet],
  )
}
