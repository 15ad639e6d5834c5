import { useCallback, useMemo, useState } from 'react'
import { AirlockError, CONNECTION_CONTROLLER, CONNECTORS_STORE, KIT_CONTAINER, errorMessage, findWalletConnector, type ChainNamespace } from '../../kernel'
import { useKit } from '../kit/useKit'

export interface WalletConnectResult {
  address: string
  chainId: string | number
  chainNamespace: ChainNamespace
}

export interface UseAppKitWalletParameters {
  namespace?: ChainNamespace
  onSuccess?: (result: WalletConnectResult) => void
  onError?: (error: Error) => void
}

export interface UseAppKitWalletReturn {
  data: WalletConnectResult | undefined
  error: Error | undefined
  isPending: boolean
  isSuccess: boolean
  isError: boolean
  /**
   * Connects a wallet by name or id without the wallet list: a browser wallet ('metamask',
   * 'phantom', an rdns or a connector id) connects at once; 'walletConnect' opens the
   * WalletConnect QR view. A wallet with no connector here fails with "Wallet <name> is not available".
   */
  connect(wallet: string): Promise<void>
}

/** AppKit's `useAppKitWallet` (1.7's `@reown/appkit-wallet-button/react`): headless wallet buttons. */
export function useAppKitWallet(parameters: UseAppKitWalletParameters = {}): UseAppKitWalletReturn {
  const kit = useKit()
  const { namespace, onSuccess, onError } = parameters
  const [state, setState] = useState<{ data?: WalletConnectResult; error?: Error; isPending: boolean }>({ isPending: false })

  const connect = useCallback(
    async (wallet: string) => {
      if (wallet === 'walletConnect') return kit.open({ view: 'ConnectingWalletConnectBasic', namespace })
      setState({ isPending: true })
      try {
        const c = kit[KIT_CONTAINER]
        const connector = findWalletConnector(c.resolve(CONNECTORS_STORE).getState().connectors, wallet, namespace)
        if (!connector) throw new AirlockError(`Wallet ${wallet} is not available`)
        await c.resolve(CONNECTION_CONTROLLER).connect({ connector, namespace: namespace ?? connector.chain })
        const chainNamespace = namespace ?? connector.chain
        const data = { address: kit.getAddress(chainNamespace)!, chainId: kit.getCaipNetwork(chainNamespace)!.id, chainNamespace }
        setState({ data, isPending: false })
        onSuccess?.(data)
      } catch (cause) {
        const error = cause instanceof Error ? cause : new AirlockError(errorMessage(cause))
        setState({ error, isPending: false })
        onError?.(error)
      }
    },
    [kit, namespace, onSuccess, onError],
  )

  return useMemo(
    () => ({ ...state, data: state.data, error: state.error, isSuccess: Boolean(state.data), isError: Boolean(state.error), connect }),
    [state, connect],
  )
}
