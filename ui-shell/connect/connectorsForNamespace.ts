import type { ChainNamespace, Connector } from '../../kernel'

/**
 * The connectors that connect a wallet on one namespace (AppKit's `setFilterByNamespace`, set by
 * ProfileWallets' "Add wallet" on a namespace's tab): a multi-chain wallet stands as its member for
 * that namespace, so choosing it connects there and nowhere else.
 */
export function connectorsForNamespace(connectors: readonly Connector[], namespace: ChainNamespace): Connector[] {
  return connectors.flatMap((connector) => {
    if (connector.connectors?.length) {
      const member = connector.connectors.find((c) => c.chain === namespace)
      return member ? [member] : []
    }
    return connector.chain === namespace ? [connector] : []
  })
}
