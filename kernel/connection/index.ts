// The connection part of the kernel: stores, chain registry and the connection controller.
export { createAccountStore, createEmptyAccountState, type AccountStore, type AccountStoreState } from './createAccountStore'
export {
  createChainRegistry,
  type ChainClients,
  type ChainRegistry,
  type ConnectionClient,
  type NetworkClient,
} from './createChainRegistry'
export { createConnectionController, type ConnectionController } from './createConnectionController'
export type {
  ConnectionControllerDeps,
  ConnectionOptions,
  ConnectionStores,
  ConnectResult,
  DisconnectAllHook,
} from './createConnectionContext'
export {
  createConnectionStore,
  KIT_CONNECTION_STATUSES,
  type ConnectionStore,
  type ConnectionStoreState,
  type KitConnectionStatus,
} from './createConnectionStore'
export {
  createConnectorsStore,
  RECENT_WALLETS_LIMIT,
  type ConnectorsStore,
  type ConnectorsStoreState,
} from './createConnectorsStore'
export { createNetworksStore, type NetworksStore, type NetworksStoreState } from './createNetworksStore'
export { createUnsupportedNetwork, UNSUPPORTED_NETWORK_NAME } from './createUnsupportedNetwork'
export type { ConnectArgs } from './connectWallet'
export type { ByNamespace } from './byNamespace'
