import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { PLUGIN_HOST, WALLET_CATALOGUE, type AppKit, type ChainNamespace, type WalletListItem, type WalletListSnapshot } from '../../kernel'
import { useKit } from '../kit/useKit'
import { useService } from '../kit/useService'
import { useStoreState } from './useStoreState'

export interface UseAppKitWalletsReturn extends WalletListSnapshot {
  isFetchingWallets: boolean
  isFetchingWcUri: boolean
  isInitialized: boolean
  wcUri: string | undefined
  wcError: boolean
  /** The wallet a `connect` call is connecting, until it settles or is reset (the kit's `getState().connectingWallet`). */
  connectingWallet: WalletListItem | undefined
  /** The WalletConnect relay client id (`did:key:…`), once a WalletConnect pairing was made; else null. */
  wcClientId: string | null
  fetchWallets: AppKit['fetchWallets']
  /** Connects a browser wallet through its connector, any other through WalletConnect (read `wcUri`). */
  connect(wallet: WalletListItem, namespace?: ChainNamespace, options?: ConnectOptions): Promise<void>
  /** Forgets the pending WalletConnect URI and the wallet being connected (AppKit's resetUri). */
  resetWcUri(): void
  /** Forgets the wallet being connected only (AppKit 1.8's; the URI stays). */
  resetConnectingWallet(): void
  /** Starts a WalletConnect pairing ahead of `connect` (a phone's two-step deep link). */
  getWcUri(options?: ConnectOptions): Promise<void>
}

/** AppKit 1.8's connect options. */
export interface ConnectOptions {
  /** A WalletConnect Pay URL: `wcUri` then carries it as `&pay=<encoded>`, as AppKit appends it. */
  wcPayUrl?: string
}

/** AppKit's `appendPayToUri`: the pay parameter the wallet reads from the pairing URI. */
export const withPayUrl = (uri: string | undefined, wcPayUrl: string | undefined) => (uri && wcPayUrl ? `${uri}&pay=${encodeURIComponent(wcPayUrl)}` : uri)

/** AppKit 1.8's `useAppKitWallets`: the headless wallet list and connect, for a custom connect UI. */
export function useAppKitWallets(): UseAppKitWalletsReturn {
  const kit = useKit()
  const list = useSyncExternalStore(kit.subscribeWalletList, kit.getWalletList, kit.getWalletList)
  // The walletconnect plugin activates after the first render: subscribe again once it has.
  const { active } = useStoreState(useService(PLUGIN_HOST).registry)
  // With WalletConnect off there never is a URI: nothing to follow.
  const subscribeWc = useCallback(
    (onChange: () => void) => {
      try {
        return kit.subscribeWalletConnectUri(onChange)
      } catch {
        return () => undefined
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `active` is the change signal
    [kit, active],
  )
  const wc = useSyncExternalStore(subscribeWc, kit.getWalletConnectUri, kit.getWalletConnectUri)
  const catalogue = useStoreState(useService(WALLET_CATALOGUE))
  const state = useSyncExternalStore(kit.subscribeState, kit.getState, kit.getState)
  const [wcPayUrl, setWcPayUrl] = useState<string | undefined>(undefined)
  const wcClientId = useWalletConnectClientId(kit, wc.wcUri)

  const connect = useCallback(
    async (wallet: WalletListItem, namespace?: ChainNamespace, options?: ConnectOptions) => {
      setWcPayUrl(options?.wcPayUrl)
      await kit.connectWallet(wallet, namespace, options)
    },
    [kit],
  )
  const resetWcUri = useCallback(() => {
    setWcPayUrl(undefined)
    kit.resetWalletConnectUri()
  }, [kit])
  const getWcUri = useCallback(
    (options?: ConnectOptions) => {
      setWcPayUrl(options?.wcPayUrl)
      return kit.prefetchWalletConnectUri()
    },
    [kit],
  )

  return useMemo(
    () => ({
      ...list,
      isFetchingWallets: catalogue.loading || catalogue.search.loading,
      isFetchingWcUri: wc.wcFetchingUri,
      isInitialized: state.initialized,
      wcUri: withPayUrl(wc.wcUri, wcPayUrl),
      wcError: wc.wcError,
      connectingWallet: state.connectingWallet,
      wcClientId,
      fetchWallets: kit.fetchWallets,
      connect,
      resetWcUri,
      resetConnectingWallet: kit.resetConnectingWallet,
      getWcUri,
    }),
    [list, catalogue.loading, catalogue.search.loading, wc, wcPayUrl, state.initialized, state.connectingWallet, wcClientId, kit, connect, resetWcUri, getWcUri],
  )
}

type ClientIdSource = { client?: { core?: { crypto?: { getClientId?(): Promise<string> } } } }

/**
 * The relay client id, read once a pairing URI was seen: the WalletConnect library is loaded by
 * then, so a host that never pairs never loads it for this.
 */
function useWalletConnectClientId(kit: AppKit, wcUri: string | undefined): string | null {
  const [clientId, setClientId] = useState<string | null>(null)
  const paired = Boolean(wcUri)
  useEffect(() => {
    if (!paired || clientId) return
    let live = true
    void kit
      .getUniversalProvider()
      .then((provider) => (provider as ClientIdSource | undefined)?.client?.core?.crypto?.getClientId?.())
      .then((id) => live && id && setClientId(id))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [kit, paired, clientId])
  return clientId
}
