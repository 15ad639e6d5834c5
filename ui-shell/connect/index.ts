// The Connect view's rules as pure functions over kernel data; the view renders their output.
export { buildConnectList, CONNECT_VIEW_WALLET_SLOTS, type ConnectListInput } from './buildConnectList'
export { buildConnectView, type ConnectViewInput, type ConnectViewModel } from './buildConnectView'
export {
  connectMethodOrder,
  DEFAULT_CONNECT_METHOD_ORDER,
  WALLET_FIRST_CONNECT_METHOD_ORDER,
  type ConnectMethodOrderInput,
} from './connectMethodOrder'
export {
  allWalletsTagCount,
  allWalletsTagLabel,
  shouldCollapseWallets,
  showAllWallets,
  showLegalCheckbox,
  type AllWalletsVisibility,
  type CollapseWalletsInput,
  type LegalCheckboxVisibility,
} from './connectViewFlags'
export { dedupeInstalledConnectors, type InstalledConnectorGroup } from './dedupeInstalledConnectors'
export { filterOutPresentWallets, MOBILE_RDNS, toDesktopRdns, type PresentWallets } from './filterOutPresentWallets'
export { BROWSER_WALLET_NAME, isConnectorExcluded, isConnectorShown, type ConnectorVisibilityContext } from './isConnectorShown'
export {
  isConnectedWithWalletConnect,
  isWalletConnectConnector,
  isWalletConnectShown,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectVisibility,
} from './isWalletConnectShown'
export { CONNECTOR_TYPE_ORDER, orderConnectors, type ConnectorGroups, type OrderedConnectorGroup } from './orderConnectors'
export type * from './types'
export { isolateName } from './isolateName'
export { connectorsForNamespace, recentWalletsForNamespace } from './connectorsForNamespace'
