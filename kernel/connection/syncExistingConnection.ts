import { AirlockError, ChainError, ErrorMessages } from '../errors'
import { StorageKeys } from '../storage/storageKeys'
import type { ChainNamespace } from '../types'
import { readConnectedNamespaces } from './connectedNamespaces'
import type { ConnectionContext } from './createConnectionContext'
import { validateConnectResult } from './validateWalletAnswer'

/**
 * Startup: restores what storage says was connected (spec §4 "Connection status").
 * Stored connected → connecting (CONN-02); stored disconnected → the address cache is dropped
 * (CONN-03); then each stored namespace reconnects on its own (CONN-04) and the kit ends
 * connected when any succeeded, disconnected when none did (CONN-05).
 */
export async function syncExistingConnection(ctx: ConnectionContext): Promise<void> {
  const { storage, stores } = ctx
  const stored = storage.get<unknown>(StorageKeys.connectionStatus)
  if (stored === 'connected') ctx.setStatus('connecting')
  else if (stored === 'disconnected') storage.remove(StorageKeys.addressCache)

  restoreActiveNetworks(ctx)

  const namespaces = readConnectedNamespaces(storage)
  await Promise.all(
    namespaces.map((namespace) =>
      syncNamespace(ctx, namespace).catch((error: unknown) => {
        // The stored connector id stays: a wallet extension that loads late gets another chance next load.
        ctx.logger?.warn(`Could not restore the ${namespace} connection`, error)
        dropRestoredAccount(ctx, namespace)
      }),
    ),
  )
  // An account drawn from the initial state (cookie) that no stored session backs is not kept.
  for (const namespace of Object.keys(stores.account.getState().accounts)) {
    if (stores.account.get(namespace).status === 'reconnecting' && !stores.connection.getState().connections[namespace]) dropRestoredAccount(ctx, namespace)
  }
  ctx.settleStatus()
}

async function syncNamespace(ctx: ConnectionContext, namespace: ChainNamespace): Promise<void> {
  const { registry, stores, storage } = ctx
  const adapter = registry.get(namespace)
  const client = registry.getConnectionClient(namespace)
  const connectorId = storage.get<string>(StorageKeys.connectorId(namespace))
  if (typeof connectorId !== 'string') throw new AirlockError(`No stored connector for ${namespace}`)

  stores.account.patch(namespace, { status: 'connecting' })
  const connector =
    stores.connectors.getConnector(connectorId, namespace) ??
    adapter.getConnectors?.().find((c) => c.id === connectorId)
  if (!connector) throw new AirlockError(`Connector ${connectorId} is not available`)

  const network = stores.networks.getState().activeNetworks[namespace] ?? stores.networks.networksOf(namespace)[0]
  if (!network) throw new ChainError(ErrorMessages.networkNotFound)

  const result = await client.reconnect?.({ connector, network })
  if (!result) throw new AirlockError(`No ${namespace} session to restore`)
  // A restored answer is held to the same rules as a fresh one (issue 12 case 5).
  validateConnectResult(registry, namespace, result)
  ctx.applyConnection(namespace, connector, result)
}

/** The networks and namespace the visitor had selected, when the host still configures them. */
function restoreActiveNetworks(ctx: ConnectionContext): void {
  const { stores, storage } = ctx
  const namespaces = new Set(stores.networks.getState().networks.map((n) => n.chainNamespace))
  for (const namespace of namespaces) {
    const id = storage.get<unknown>(StorageKeys.activeNetwork(namespace))
    const network = typeof id === 'string' ? stores.networks.find(id) : undefined
    if (network) stores.networks.setActiveNetwork(network)
  }
  const active = storage.get<unknown>(StorageKeys.activeNamespace)
  if (typeof active === 'string' && namespaces.has(active)) stores.connection.setState({ activeNamespace: active })
}

/** Disconnected, and without the address the initial state may have drawn before the wallet answered. */
function dropRestoredAccount({ stores }: ConnectionContext, namespace: ChainNamespace): void {
  stores.account.patch(namespace, { status: 'disconnected', address: undefined, caipAddress: undefined })
}
