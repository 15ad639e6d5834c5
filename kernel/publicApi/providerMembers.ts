import { interceptProvider } from '../plugins/kitHooks'
import * as T from '../tokens'
import type { ChainNamespace, Connector, ConnectorType, RequestProvider } from '../types'
import type { ApiContext } from './apiContext'

/** AppKit's provider and connector members. */
export function providerMembers({ c, connection, namespaceOr, connectorOf, watch }: ApiContext) {
  const connectors = c.resolve(T.CONNECTORS_STORE)
  const walletConnect = () => c.resolve(T.SERVICES).find(T.WALLETCONNECT)

  // The connected connector's provider first (a WalletConnect session, an injected wallet), then the chain plugin's.
  const getProvider = <P = RequestProvider>(namespace: ChainNamespace): P | undefined => {
    const connector = connectorOf(namespace)
    const adapter = c.resolve(T.CHAIN_REGISTRY).find(namespace)
    const provider = connector?.provider ?? adapter?.getProvider?.()
    // Plugins' RPC interceptors (the embedded wallet's approvals) see every request the host sends
    // through it; with none registered the wallet's own provider is handed out unchanged.
    const hooks = c.resolve(T.KIT_HOOKS)
    const wrap = provider && hooks.rpcInterceptors.list().length > 0
    const seen = wrap ? interceptProvider(provider, namespace, hooks) : provider
    // The chain plugin may give the host its family's AppKit shape over the connection's provider.
    return (seen && connector && adapter?.hostProvider ? adapter.hostProvider(seen, connector) : seen) as P | undefined
  }
  /** Each connected namespace's provider, AppKit's ProviderController `providers`. */
  const providers = () =>
    Object.fromEntries(Object.keys(connection.getState().connections).map((ns) => [ns, getProvider(ns)])) as Record<ChainNamespace, RequestProvider | undefined>

  return {
    getProvider,
    /** The active namespace's provider. */
    getWalletProvider: (): unknown => {
      const ns = namespaceOr()
      return ns ? getProvider(ns) : undefined
    },
    getWalletProviderType: (): ConnectorType | undefined => connectorOf()?.type,
    getProviderType: (namespace: ChainNamespace): ConnectorType | undefined => connectorOf(namespace)?.type,
    /** Calls back with every connected namespace's provider each time one comes or goes. */
    subscribeProviders: (cb: (providers: Record<ChainNamespace, RequestProvider | undefined>) => void) =>
      watch([connection, connectors], providers, cb),
    /** Drops the WalletConnect pairing URI, so the next connect makes a fresh one. */
    resetWcConnection: () => walletConnect()?.resetPairing(),
    /** Every registered connector, or a namespace's. */
    getConnectors: (namespace?: ChainNamespace): Connector[] =>
      connectors.getState().connectors.filter((x) => !namespace || x.chain === namespace),
    addConnector: (connector: Connector) => connectors.addConnector(connector),
    /** Adds connectors (AppKit merges too: a connector with a known id and chain is replaced). */
    setConnectors: (list: Connector[]) => list.forEach((connector) => connectors.addConnector(connector)),
    getConnectorImage: (connector: Connector): string | undefined =>
      connector.imageUrl ??
      c.resolve(T.CONFIG).connectorImages[connector.id] ??
      (connector.imageId ? c.resolve(T.WALLET_CATALOGUE).getState().prefetchedImages[connector.imageId] : undefined) ??
      connector.info?.icon,
  }
}
