import { AirlockError, ChainError, ErrorMessages } from '../errors'
import { StorageKeys } from '../storage/storageKeys'
import type { ChainNamespace, Connector } from '../types'
import type { ConnectionContext, ConnectResult } from './createConnectionContext'
import { validateConnectResult } from './validateWalletAnswer'

export interface ActivateConnectionArgs {
  connector: Connector
  namespace: ChainNamespace
}

/**
 * Makes a wallet that is still connected the namespace's active one (AppKit 1.8's switch between
 * live connections): its grant is re-read the way startup restores a session (no prompt), held
 * to the same rules as a fresh answer, and recorded as the namespace's connection. A wallet that
 * no longer shares an account is an error, and the active connection stays as it was.
 */
export async function activateConnection(ctx: ConnectionContext, { connector, namespace }: ActivateConnectionArgs): Promise<ConnectResult> {
  const { registry, stores, storage, bus } = ctx
  const network = stores.networks.getState().activeNetworks[namespace] ?? stores.networks.networksOf(namespace)[0]
  if (!network) throw new ChainError(ErrorMessages.networkNotFound)

  const result = await registry.getConnectionClient(namespace).reconnect?.({ connector, network })
  if (!result) throw new AirlockError(`${connector.info?.name ?? connector.name} no longer shares an account with this site`)
  validateConnectResult(registry, namespace, result)

  ctx.applyConnection(namespace, connector, result)
  stores.connection.setState({ activeNamespace: namespace })
  storage.set(StorageKeys.activeNamespace, namespace)
  bus.emit('connected', namespace, result.address)
  return result
}
