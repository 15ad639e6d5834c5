import type { CaipNetwork, ChainNamespace } from '../types'
import type { ActivateConnectionArgs } from './activateConnection'
import type { ConnectArgs } from './connectWallet'
import {
  createConnectionContext,
  type ConnectionControllerDeps,
  type ConnectResult,
  type DisconnectAllHook,
} from './createConnectionContext'
import { handleAccountsChanged, handleChainChanged, setUnsupportedChain } from './handleWalletEvent'
import { resetAccount } from './resetAccount'
import { setActiveNetwork } from './setActiveNetwork'
import { syncExistingConnection } from './syncExistingConnection'

export interface ConnectionController {
  /** Startup: restores stored sessions (CONN-02..05). Call after chain plugins registered. */
  syncExistingConnection(): Promise<void>
  /** Connects; a newer call for the namespace cancels the older attempt still waiting on its wallet. */
  connect(args: ConnectArgs): Promise<ConnectResult>
  /** Cancels every attempt still waiting (the visitor left the connecting view); status settles back. */
  cancelConnect(): void
  /** Disconnects one namespace (and those sharing its WalletConnect/embedded-login session) or all (DISC-01..14). */
  disconnect(namespace?: ChainNamespace): Promise<void>
  /** Sets the namespace disconnected and forgets its connector, without asking the wallet (CONN-06). */
  resetAccount(namespace: ChainNamespace): void
  switchNetwork(network: CaipNetwork): Promise<void>
  /** Selects a network without asking any wallet (defaultNetwork at startup, a namespace with no address). */
  setActiveNetwork(network: CaipNetwork): void
  /** The wallet reported a chain change (NET-06). */
  handleChainChanged(namespace: ChainNamespace, chainId: string | number): void
  setUnsupportedChain(namespace: ChainNamespace, chainId: string | number): void
  /** The wallet reported other accounts; the first becomes the address (the WalletConnect plugin's session events). */
  handleAccountsChanged(namespace: ChainNamespace, accounts: readonly string[]): void
  /** Follows the adapter's wallet events (chain, accounts, session end); returns the unsubscribe. */
  watchAdapter(namespace: ChainNamespace): () => void
  /** Registers a reset that runs when everything disconnects (send, WalletConnect, SIWX plugins). */
  onDisconnectAll(hook: DisconnectAllHook): () => void
  /** Fetches the connect code now: a first view that connects as it opens (WalletConnect's QR) then waits for no chunk. */
  prepareConnect(): Promise<void>
  /** Makes a still-connected wallet the namespace's active connection without a prompt (multi-wallet). */
  activateConnection(args: ActivateConnectionArgs): Promise<ConnectResult>
  /** Ends a connected wallet's grant that is not the namespace's active connection (multi-wallet). */
  releaseConnector(args: ActivateConnectionArgs): Promise<void>
}

// What runs only after the visitor (or a wallet) acts loads on first use, not in the host's
// first bundle: connect, disconnect and switch are async anyway.
const actions = () => import('./connectionActions')

export function createConnectionController(deps: ConnectionControllerDeps): ConnectionController {
  const ctx = createConnectionContext(deps)
  const attempts = new Map<ChainNamespace, { connectorId: string; abort: AbortController }>()

  const controller: ConnectionController = {
    syncExistingConnection: () => syncExistingConnection(ctx),
    prepareConnect: () => actions().then(() => undefined),
    async connect(args) {
      // One attempt per namespace: the newest wins. Per namespace, because a WalletConnect
      // session connects its other namespaces while the first attempt is still running.
      const namespace = args.namespace ?? args.connector.chain
      const previous = attempts.get(namespace)
      // WalletConnect may reuse its pending pairing for a second connect (PAIR-03, PAIR-04): both
      // wait for the same session, so the newer one joins instead of cancelling the older.
      const joins = previous?.connectorId === args.connector.id && args.connector.type === 'WALLET_CONNECT'
      if (!joins) previous?.abort.abort()
      const own = joins && previous ? previous : { connectorId: args.connector.id, abort: new AbortController() }
      attempts.set(namespace, own)
      args.signal?.addEventListener('abort', () => own.abort.abort(), { once: true })
      try {
        return await (await actions()).connectWallet(ctx, { ...args, signal: own.abort.signal })
      } finally {
        if (attempts.get(namespace) === own) attempts.delete(namespace)
      }
    },
    cancelConnect() {
      for (const own of attempts.values()) own.abort.abort()
      attempts.clear()
    },
    disconnect: async (namespace) => (await actions()).disconnectChains(ctx, namespace),
    resetAccount: (namespace) => resetAccount(ctx, namespace, ctx.dropConnection),
    switchNetwork: async (network) => (await actions()).switchNetwork(ctx, network),
    setActiveNetwork: (network) => setActiveNetwork(ctx, network),
    handleChainChanged: (namespace, chainId) => handleChainChanged(ctx, namespace, chainId),
    setUnsupportedChain: (namespace, chainId) => setUnsupportedChain(ctx, namespace, chainId),
    handleAccountsChanged: (namespace, accounts) => handleAccountsChanged(ctx, namespace, accounts),
    watchAdapter(namespace) {
      const adapter = ctx.registry.get(namespace)
      const endSession = () =>
        controller.disconnect(namespace).catch((error: unknown) => ctx.bus.emit('error', error, 'walletDisconnect'))
      const unwatch = adapter.watchWallet?.((event) => {
        if (event.type === 'chainChanged') handleChainChanged(ctx, namespace, event.chainId)
        else if (event.type === 'accountsChanged' && event.accounts.length > 0)
          handleAccountsChanged(ctx, namespace, event.accounts)
        else void endSession()
      })
      return unwatch ?? (() => {})
    },
    onDisconnectAll: (hook) => ctx.disconnectAllHooks.add(hook),
    activateConnection: async (args) => (await actions()).activateConnection(ctx, args),
    releaseConnector: async (args) => (await actions()).releaseConnector(ctx, args),
  }
  return controller
}
