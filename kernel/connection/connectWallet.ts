import { ChainError, ErrorMessages, errorMessage } from '../errors'
import { StorageKeys } from '../storage/storageKeys'
import type { CaipNetwork, ChainNamespace, Connector, WalletEntry } from '../types'
import type { ConnectionContext, ConnectResult } from './createConnectionContext'

export interface ConnectArgs {
  connector: Connector
  /** Defaults to the connector's chain. */
  namespace?: ChainNamespace
  /** Defaults to the namespace's active network, then its first configured one. */
  network?: CaipNetwork
}

/** Connects one namespace through its connection client and makes it the active namespace. */
export async function connectWallet(ctx: ConnectionContext, args: ConnectArgs): Promise<ConnectResult> {
  const { registry, stores, storage, bus } = ctx
  const namespace = args.namespace ?? args.connector.chain
  // A MULTI_CHAIN connector groups per-namespace connectors; the namespace's own one does the work.
  const connector = args.connector.connectors?.find((c) => c.chain === namespace) ?? args.connector
  const client = registry.getConnectionClient(namespace)
  const network =
    args.network ?? stores.networks.getState().activeNetworks[namespace] ?? stores.networks.networksOf(namespace)[0]
  if (!network) throw new ChainError(ErrorMessages.networkNotFound)

  stores.account.patch(namespace, { status: 'connecting' })
  if (stores.connection.getState().status === 'disconnected') ctx.setStatus('connecting')

  let result: ConnectResult
  try {
    result = await client.connect({ connector, network })
  } catch (error) {
    // The namespace may still (or meanwhile) have a live connection: a failed wallet switch, or an
    // old WalletConnect pairing that expires after a newer one connected. Only no connection is disconnected.
    stores.account.patch(namespace, { status: stores.connection.getState().connections[namespace] ? 'connected' : 'disconnected' })
    ctx.settleStatus()
    ctx.track('CONNECT_ERROR', { message: errorMessage(error), name: connector.name, namespace })
    throw error
  }

  ctx.applyConnection(namespace, connector, result)
  stores.connection.setState({ activeNamespace: namespace })
  storage.set(StorageKeys.activeNamespace, namespace)
  // The embedded-login connector is not a wallet a visitor would pick again from a list.
  if (connector.type !== 'AUTH') stores.connectors.addRecentWallet(recentWalletOf(connector))

  ctx.track('CONNECT_SUCCESS', {
    name: connector.name,
    connectorType: connector.type,
    namespace,
    caipNetworkId: result.caipNetwork.caipNetworkId,
  })
  bus.emit('connected', namespace, result.address)
  return result
}

/** The catalogue-shaped entry the Connect view lists under "recent". */
export function recentWalletOf(connector: Connector): WalletEntry {
  const wallet: WalletEntry = { id: connector.explorerId ?? connector.id, name: connector.info?.name ?? connector.name }
  if (connector.imageId) wallet.image_id = connector.imageId
  const imageUrl = connector.imageUrl ?? connector.info?.icon
  if (imageUrl) wallet.image_url = imageUrl
  if (connector.info?.rdns) wallet.rdns = connector.info.rdns
  return wallet
}
