import type { ChainNamespace, Connector, WalletEntry } from '../../kernel'

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

/**
 * The recent wallets to offer with that filter: one that is an installed wallet of other
 * namespaces only is left out (unfiltered, its connector's row stands for it; filtered, it would
 * come back as a recent row that connects on its own namespace).
 */
export function recentWalletsForNamespace(recent: readonly WalletEntry[], connectors: readonly Connector[], namespace: ChainNamespace): WalletEntry[] {
  const elsewhere = connectors.filter((c) => connectorsForNamespace([c], namespace).length === 0)
  return recent.filter((wallet) => !elsewhere.some((c) => c.id === wallet.id || c.name === wallet.name))
}
