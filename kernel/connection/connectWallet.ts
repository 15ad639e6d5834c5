import { ChainError, ConnectCancelledError, ErrorMessages, errorMessage } from '../errors'
import { StorageKeys } from '../storage/storageKeys'
import type { CaipNetwork, ChainNamespace, Connector, WalletEntry } from '../types'
import type { ConnectionContext, ConnectResult } from './createConnectionContext'
import { validateConnectResult } from './validateWalletAnswer'

export interface ConnectArgs {
  connector: Connector
  /** Defaults to the connector's chain. */
  namespace?: ChainNamespace
  /** Defaults to the namespace's active network, then its first configured one. */
  network?: CaipNetwork
  /** Aborted when the attempt is cancelled: it rejects with ConnectCancelledError, a late answer is ignored. */
  signal?: AbortSignal
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
    result = await untilCancelled(client.connect({ connector, network }), args.signal, (late) => {
      ctx.logger?.debug(`Ignored a late answer from ${connector.name} (the attempt was cancelled)`)
      void revokeLateGrant(ctx, namespace, connector)
    })
    validateConnectResult(registry, namespace, result)
  } catch (error) {
    // The namespace may still (or meanwhile) have a live connection: a failed wallet switch, or an
    // old WalletConnect pairing that expires after a newer one connected. Only no connection is disconnected.
    stores.account.patch(namespace, { status: stores.connection.getState().connections[namespace] ? 'connected' : 'disconnected' })
    ctx.settleStatus()
    if (!(error instanceof ConnectCancelledError)) ctx.track('CONNECT_ERROR', { message: errorMessage(error), name: connector.name, namespace })
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

/**
 * The wallet's answer, or ConnectCancelledError as soon as `signal` aborts; an answer that comes
 * after that goes to `onLate` and nowhere else, so a stale wallet can never take the session.
 */
function untilCancelled<T>(work: Promise<T>, signal: AbortSignal | undefined, onLate: (value: T) => void): Promise<T> {
  if (!signal) return work
  if (signal.aborted) {
    work.then(onLate, () => undefined)
    return Promise.reject(new ConnectCancelledError())
  }
  return new Promise<T>((resolve, reject) => {
    const cancel = () => {
      work.then(onLate, () => undefined)
      reject(new ConnectCancelledError())
    }
    signal.addEventListener('abort', cancel, { once: true })
    work.then(
      (value) => {
        signal.removeEventListener('abort', cancel)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', cancel)
        reject(error)
      },
    )
  })
}

/**
 * Gives back the grant of an attempt the visitor abandoned, where the wallet allows it: EIP-2255
 * `wallet_revokePermissions` on eip155, elsewhere the chain plugin's disconnect for that connector
 * (Wallet Standard `standard:disconnect` on solana). Skipped when the namespace is meanwhile
 * connected through the same connector (revoking would drop that live connection) and for
 * WalletConnect, whose late pairing is kept as AppKit keeps it. A refusal is harmless here.
 */
async function revokeLateGrant(ctx: ConnectionContext, namespace: ChainNamespace, connector: Connector): Promise<void> {
  if (connector.type === 'WALLET_CONNECT') return
  if (ctx.stores.connection.getState().connections[namespace]?.connectorId === connector.id) return
  try {
    if (namespace === 'eip155') await connector.provider?.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    else await ctx.registry.getConnectionClient(namespace).disconnect({ connector })
  } catch {
    // Not supported or refused: nothing more the kit can do.
  }
}
