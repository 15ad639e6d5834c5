import type { ChainNamespace, Connector } from '../types'
import type { ConnectionContext } from './createConnectionContext'

/**
 * Ends a wallet's grant that is not the namespace's active connection (a second wallet of a
 * multi-wallet namespace): the connection client is asked for that connector, and nothing of the
 * kit's state changes. The active connection is ended with `disconnect(namespace)` instead.
 */
export async function releaseConnector(ctx: ConnectionContext, { connector, namespace }: { connector: Connector; namespace: ChainNamespace }): Promise<void> {
  if (ctx.stores.connection.getState().connections[namespace]?.connectorId === connector.id) {
    throw new Error(`${connector.name} is the active ${namespace} connection; disconnect the namespace instead`)
  }
  await ctx.registry.getConnectionClient(namespace).disconnect({ connector })
}
