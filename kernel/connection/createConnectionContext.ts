import { createRegistry, type Registry } from '../plugins/createRegistry'
import type { DisconnectAllHook } from '../plugins/kitHooks'
import { caipAddressOf, explorerUrlOf } from './networkAddress'
import type { EventBus } from '../bus/createEventBus'
import type { TrackEventName } from '../bus/events'
import type { Logger } from '../plugins/types'
import type { KitStorage } from '../storage/createKitStorage'
import { StorageKeys } from '../storage/storageKeys'
import type { CaipNetwork, ChainNamespace, Connection, Connector } from '../types'
import { addConnectedNamespace, removeConnectedNamespace } from './connectedNamespaces'
import { setConnectionStatus, settleConnectionStatus } from './connectionStatus'
import type { AccountStore } from './createAccountStore'
import type { ChainRegistry } from './createChainRegistry'
import type { ConnectionStore, KitConnectionStatus } from './createConnectionStore'
import type { ConnectorsStore } from './createConnectorsStore'
import type { NetworksStore } from './createNetworksStore'

export interface ConnectionStores {
  connection: ConnectionStore
  account: AccountStore
  networks: NetworksStore
  connectors: ConnectorsStore
}

/** The options the controller reads at call time (spec §1). */
export interface ConnectionOptions {
  /** Default true. */
  enableNetworkSwitch?: boolean
  /** Default false. */
  allowUnsupportedChain?: boolean
}

export interface ConnectionControllerDeps {
  stores: ConnectionStores
  registry: ChainRegistry
  storage: KitStorage
  bus: EventBus
  /** The modal's per-namespace loading flag (DISC-01). */
  setLoading?: (namespace: ChainNamespace, loading: boolean) => void
  /** Opens the UnsupportedChain view; the router's job (NET-07). */
  showUnsupportedChain?: () => void
  getOptions?: () => ConnectionOptions
  logger?: Logger
  /** The kit's disconnect-all registry (KitHooks.disconnectAll); a private one when absent. */
  disconnectAllHooks?: Registry<DisconnectAllHook>
}

export type { DisconnectAllHook }

export type ConnectResult = Connection & { address: string; caipNetwork: CaipNetwork }

/** The deps plus the small state operations every controller action shares. */
export interface ConnectionContext extends ConnectionControllerDeps {
  readonly disconnectAllHooks: Registry<DisconnectAllHook>
  track(event: TrackEventName, properties?: Record<string, unknown>): void
  setStatus(status: KitConnectionStatus): void
  /** Connected when any namespace still has a connection, else disconnected. */
  settleStatus(): void
  /** Records a connect or reconnect result in the stores and in storage. */
  applyConnection(namespace: ChainNamespace, connector: Connector, result: ConnectResult): void
  /** The connector a namespace is connected with, by the live connection or the stored id. */
  connectorOf(namespace: ChainNamespace): Connector | undefined
  connectorIdOf(namespace: ChainNamespace): string | undefined
  /** Removes the namespace's live connection (store entry and connector), nothing else. */
  dropConnection(namespace: ChainNamespace): void
  /** Forgets one namespace's session: state, connection and every per-namespace storage key (DISC-03). */
  clearNamespace(namespace: ChainNamespace): void
}

export function createConnectionContext(deps: ConnectionControllerDeps): ConnectionContext {
  const { stores, storage, bus } = deps

  const setStatus = (status: KitConnectionStatus) => setConnectionStatus(deps, status)

  // The connector each live session was made with, even one never added to the connectors store
  // (a host-built connector passed straight to connect), so disconnect hands the adapter the same object.
  const liveConnectors = new Map<ChainNamespace, Connector>()

  const dropConnection = (namespace: ChainNamespace) => {
    stores.connection.removeConnection(namespace)
    liveConnectors.delete(namespace)
  }

  const connectorIdOf = (namespace: ChainNamespace) =>
    stores.connection.getState().connections[namespace]?.connectorId ??
    storage.get<string>(StorageKeys.connectorId(namespace))

  return {
    ...deps,
    disconnectAllHooks: deps.disconnectAllHooks ?? createRegistry(),
    track: (event, properties) => bus.emit('track', { type: 'track', event, properties }),
    setStatus,
    settleStatus: () => settleConnectionStatus(deps),
    connectorIdOf,
    connectorOf(namespace) {
      const live = liveConnectors.get(namespace)
      if (live) return live
      const id = connectorIdOf(namespace)
      return id === undefined ? undefined : stores.connectors.getConnector(id, namespace)
    },
    applyConnection(namespace, connector, result) {
      const { address, caipNetwork, accounts } = result
      const caipAddress = caipAddressOf(caipNetwork, address)
      const connectedWalletInfo = {
        name: connector.info?.name ?? connector.name,
        icon: connector.imageUrl ?? connector.info?.icon,
        type: connector.type,
      }
      stores.account.patch(namespace, {
        address,
        caipAddress,
        status: 'connected',
        addressExplorerUrl: explorerUrlOf(caipNetwork, address),
        allAccounts: accounts.map((a) => ({ address: a.address, type: a.type, namespace })),
        connectedWalletInfo,
      })
      liveConnectors.set(namespace, connector)
      stores.connection.setConnection(namespace, { connectorId: connector.id, accounts, caipNetwork })
      stores.connection.setState((s) => ({ activeNamespace: s.activeNamespace ?? namespace }))
      stores.networks.setActiveNetwork(caipNetwork)
      storage.set(StorageKeys.connectorId(namespace), connector.id)
      storage.set(StorageKeys.provider(namespace), connector.type)
      storage.set(StorageKeys.walletInfo(namespace), connectedWalletInfo)
      storage.set(StorageKeys.account(namespace), { address, caipAddress })
      storage.set(StorageKeys.activeNetwork(namespace), caipNetwork.caipNetworkId)
      addConnectedNamespace(storage, namespace)
      setStatus('connected')
    },
    dropConnection,
    clearNamespace(namespace) {
      removeConnectedNamespace(storage, namespace)
      for (const key of [
        StorageKeys.provider(namespace),
        StorageKeys.user(namespace),
        StorageKeys.walletInfo(namespace),
        StorageKeys.connectorId(namespace),
        StorageKeys.account(namespace),
        StorageKeys.activeNetwork(namespace),
      ]) {
        storage.remove(key)
      }
      stores.account.resetAccount(namespace)
      dropConnection(namespace)
      stores.networks.setSupportedNetworkIds(namespace, undefined)
    },
  }
}
