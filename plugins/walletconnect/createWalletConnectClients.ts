import type { CaipNetwork, ChainNamespace, ChainRegistry, Connector } from '../../kernel/plugin'
import { WALLETCONNECT_CONNECTOR_ID } from './createWalletConnectConnector'

type Registry = Pick<ChainRegistry, 'get' | 'setClients'>
type ConnectResult = Awaited<ReturnType<ReturnType<Registry['get']>['connect']>>

/** What the session side answers for a namespace whose connector is WalletConnect. */
export interface SessionClient {
  connectNamespace(namespace: ChainNamespace, args: { connector: Connector; network: CaipNetwork }): Promise<ConnectResult>
  reconnectNamespace(namespace: ChainNamespace, args: { connector: Connector; network: CaipNetwork }): Promise<ConnectResult | undefined>
  disconnectNamespace(namespace: ChainNamespace): Promise<void>
  switchNamespaceNetwork(namespace: ChainNamespace, network: CaipNetwork): Promise<void>
}

/**
 * Routes a namespace's connection and network clients: a WALLET_CONNECT connector goes to the
 * session, any other to the chain plugin (looked up per call, so a chain plugin registered
 * again later is the one asked).
 */
export function routeNamespace(
  registry: Registry,
  namespace: ChainNamespace,
  session: SessionClient,
  isConnectedByWalletConnect: (namespace: ChainNamespace) => boolean,
): void {
  const adapter = () => registry.get(namespace)
  const viaWalletConnect = (connector: Connector | undefined) =>
    connector ? connector.type === 'WALLET_CONNECT' || connector.id === WALLETCONNECT_CONNECTOR_ID : isConnectedByWalletConnect(namespace)

  registry.setClients(namespace, {
    connectionClient: {
      connect: (args) => (viaWalletConnect(args.connector) ? session.connectNamespace(namespace, args) : adapter().connect(args)),
      reconnect: (args) =>
        viaWalletConnect(args.connector) ? session.reconnectNamespace(namespace, args) : (adapter().reconnect?.(args) ?? Promise.resolve(undefined)),
      disconnect: (args) => (viaWalletConnect(args.connector) ? session.disconnectNamespace(namespace) : adapter().disconnect(args)),
    },
    networkClient: {
      switchNetwork: (args) =>
        viaWalletConnect(args.connector) ? session.switchNamespaceNetwork(namespace, args.network) : adapter().switchNetwork(args),
    },
  })
}
