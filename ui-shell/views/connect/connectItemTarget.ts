import type { Connector, WalletEntry } from '../../../kernel'
import type { ConnectListItem } from '../../connect'

/** Where selecting a Connect-view row leads (the router's view and data). */
export type ConnectItemTarget =
  | { view: 'ConnectingExternal'; data: { connector: Connector; wallet?: WalletEntry } }
  | { view: 'ConnectingMultiChain'; data: { connector: Connector } }
  | { view: 'ConnectingWalletConnect'; data: { wallet?: WalletEntry } }
  | { view: 'AllWallets' }

/**
 * An installed, announced, external or multi-chain connector asks its own wallet; the
 * WalletConnect row and every catalogue wallet (recent, featured, custom, recommended) go
 * through a WalletConnect pairing; the All-wallets row opens the catalogue.
 */
export function connectItemTarget(item: ConnectListItem): ConnectItemTarget {
  if (item.kind === 'allWallets') return { view: 'AllWallets' }
  if (item.kind === 'wallet') return { view: 'ConnectingWalletConnect', data: { wallet: item.wallet } }
  if (item.subtype === 'walletConnect') return { view: 'ConnectingWalletConnect', data: {} }
  // A wallet in several namespaces: the visitor picks which to connect first.
  if (item.connector.type === 'MULTI_CHAIN' && (item.connector.connectors?.length ?? 0) > 1) return { view: 'ConnectingMultiChain', data: { connector: item.connector } }
  return { view: 'ConnectingExternal', data: { connector: item.connector } }
}
