import type { Connector } from '../../kernel'

/** The WalletConnect connector's id, as AppKit names it (stored sessions carry it). */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

export interface WalletConnectVisibility {
  /** The connector ids of the live connections (ConnectionStore `connections[ns].connectorId`). */
  connectedConnectorIds: readonly string[]
}

export const isWalletConnectConnector = (connector: Pick<Connector, 'id' | 'type'>) =>
  connector.type === 'WALLET_CONNECT' || connector.id === WALLET_CONNECT_CONNECTOR_ID

/** Whether any namespace is connected through WalletConnect. */
export function isConnectedWithWalletConnect(connectedConnectorIds: readonly string[]): boolean {
  return connectedConnectorIds.some((id) => id.toLowerCase() === WALLET_CONNECT_CONNECTOR_ID.toLowerCase())
}

/** CONV-11: the WalletConnect row is hidden while a WalletConnect session is live. */
export function isWalletConnectShown(ctx: WalletConnectVisibility): boolean {
  return !isConnectedWithWalletConnect(ctx.connectedConnectorIds)
}
