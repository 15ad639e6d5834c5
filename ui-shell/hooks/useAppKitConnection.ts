import { useCallback, useEffect, useState } from 'react'
import { CHAIN_REGISTRY, KIT_CONTAINER, type ChainNamespace, type ConnectionChange, type WalletConnection } from '../../kernel'
import { useKit } from '../kit/useKit'
import { formatConnection, useConnectionLists, type FormattedConnection } from './useAppKitConnections'
import { useKitSnapshot } from './useKitSnapshot'

export interface UseAppKitConnectionReturn<C> {
  /** The Solana chain plugin's web3.js `Connection` to the selected Solana network; undefined until it is ready. */
  connection: C | undefined
}

/** AppKit 1.8's `useAppKitConnection` props (the multi-wallet one). */
export interface UseAppKitConnectionProps {
  namespace?: ChainNamespace
  onSuccess?: (change: ConnectionChange & { hasDeletedWallet: boolean }) => void
  onError?: (error: Error) => void
}

export interface UseAppKitMultiConnectionReturn {
  /** The namespace's active connection. */
  connection: FormattedConnection | undefined
  isPending: boolean
  switchConnection(args: { connection: WalletConnection; address?: string }): Promise<void>
  deleteConnection(args: { connectorId: string; address: string }): void
}

/**
 * Two AppKit hooks share this name. Called with props (`useAppKitConnection({ namespace, onSuccess,
 * onError })`) it is AppKit 1.8's multi-wallet hook: the active connection, a switch and a delete.
 * Called without, it is AppKit's Solana hook (below).
 */
export function useAppKitConnection(props: UseAppKitConnectionProps): UseAppKitMultiConnectionReturn
export function useAppKitConnection<C = any>(): UseAppKitConnectionReturn<C>
export function useAppKitConnection<C = any>(props?: UseAppKitConnectionProps): UseAppKitConnectionReturn<C> | UseAppKitMultiConnectionReturn {
  // Both halves run on every render (hooks keep their order); the props choose what is returned.
  const solana = useSolanaConnection<C>()
  const multi = useMultiConnection(props ?? {})
  return props ? multi : solana
}

function useMultiConnection({ namespace, onSuccess, onError }: UseAppKitConnectionProps): UseAppKitMultiConnectionReturn {
  const kit = useKit()
  const lists = useConnectionLists(namespace)
  const [isPending, setPending] = useState(false)
  useEffect(() => kit.subscribeConnections((state) => setPending(state.isSwitchingConnection)), [kit])
  // The kit lists the active connection first; a namespace with no address has none.
  const active = lists.namespace && kit.getAddress(lists.namespace) ? lists.connections[0] : undefined

  const switchConnection = useCallback(
    async ({ connection, address }: { connection: WalletConnection; address?: string }) => {
      if (!lists.namespace) return
      try {
        await kit.switchConnection({
          connection,
          address,
          namespace: lists.namespace,
          onChange: (change) => onSuccess?.({ ...change, hasDeletedWallet: false }),
        })
      } catch (error) {
        onError?.(error instanceof Error ? error : new Error('Something went wrong'))
      }
    },
    [kit, lists.namespace, onSuccess, onError],
  )
  const deleteConnection = useCallback(
    ({ connectorId, address }: { connectorId: string; address: string }) => {
      if (!lists.namespace) return
      kit.deleteConnection({ connectorId, address, namespace: lists.namespace })
      onSuccess?.({ address, namespace: lists.namespace, hasSwitchedAccount: false, hasSwitchedWallet: false, hasDeletedWallet: true })
    },
    [kit, lists.namespace, onSuccess],
  )
  return { connection: active ? formatConnection(kit, lists.namespace, active) : undefined, isPending, switchConnection, deleteConnection }
}

/**
 * AppKit's Solana `useAppKitConnection` (1.7's `@reown/appkit-adapter-solana/react`): the RPC
 * connection of the selected Solana network, from the Solana chain plugin (`getConnection`).
 * Type it with web3.js's `Connection`: `useAppKitConnection<Connection>()`. Untyped it is `any`,
 * not `unknown`: AppKit's returns a web3.js Connection, so a TypeScript host that calls
 * `connection.getBalance(...)` keeps compiling when only its imports change (the shell may not
 * name @solana/web3.js's types).
 */
function useSolanaConnection<C>(): UseAppKitConnectionReturn<C> {
  const kit = useKit()
  // The selected Solana network, and whether a Solana plugin is registered yet (it comes with startup).
  const subscribe = useCallback(
    (onChange: () => void) => {
      const c = kit[KIT_CONTAINER]
      const offs = [kit.subscribeCaipNetworkChange(onChange), kit.subscribeNetwork(onChange), c.resolve(CHAIN_REGISTRY).onRegister(onChange)]
      return () => offs.forEach((off) => off())
    },
    [kit],
  )
  const read = useCallback(() => ({ network: kit.getCaipNetwork('solana'), adapter: kit[KIT_CONTAINER].resolve(CHAIN_REGISTRY).find('solana') }), [kit])
  const { network, adapter } = useKitSnapshot(subscribe, read)
  const [connection, setConnection] = useState<C | undefined>(undefined)

  useEffect(() => {
    let live = true
    setConnection(undefined)
    if (network && adapter?.getConnection) {
      adapter.getConnection(network).then(
        (next) => live && setConnection(next as C),
        // A network without an RPC URL has no connection to hand out.
        () => undefined,
      )
    }
    return () => {
      live = false
    }
  }, [network, adapter])

  return { connection }
}
