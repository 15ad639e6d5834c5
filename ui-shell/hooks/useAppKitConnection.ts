import { useCallback, useEffect, useState } from 'react'
import { CHAIN_REGISTRY, KIT_CONTAINER } from '../../kernel'
import { useKit } from '../kit/useKit'
import { useKitSnapshot } from './useKitSnapshot'

export interface UseAppKitConnectionReturn<C> {
  /** The Solana chain plugin's web3.js `Connection` to the selected Solana network; undefined until it is ready. */
  connection: C | undefined
}

/**
 * AppKit's Solana `useAppKitConnection` (1.7's `@reown/appkit-adapter-solana/react`): the RPC
 * connection of the selected Solana network, from the Solana chain plugin (`getConnection`).
 * Type it with web3.js's `Connection`: `useAppKitConnection<Connection>()`. Untyped it is `any`,
 * not `unknown`: AppKit's returns a web3.js Connection, so a TypeScript host that calls
 * `connection.getBalance(...)` keeps compiling when only its imports change (the shell may not
 * name @solana/web3.js's types).
 */
export function useAppKitConnection<C = any>(): UseAppKitConnectionReturn<C> {
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
