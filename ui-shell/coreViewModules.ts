// The import() of each core view, in a chunk of its own: the host's first chunk then carries
// the view names only, not each view's chunk list (Vite's preload list grows with every import()).
// ui-shell/kit/createAppKit.ts fetches this chunk with the kit's startup, so a first open waits
// for the view's own chunk only, as before.
export const Account = () => import('./views/account/AccountView')
export const AccountSettings = () => import('./views/account/AccountSettingsView')
export const Connect = () => import('./views/connect/ConnectView')
export const AllWallets = () => import('./views/allWallets/AllWalletsView')
export const ConnectingExternal = () => import('./views/connecting/ConnectingExternalView')
export const ConnectingMultiChain = () => import('./views/connecting/ConnectingMultiChainView')
export const ConnectingWalletConnect = () => import('./views/connecting/ConnectingWalletConnectView')
export const ConnectingWalletConnectBasic = () => import('./views/connecting/ConnectingWalletConnectBasicView')
export const Networks = () => import('./views/networks/NetworksView')
export const SwitchNetwork = () => import('./views/networks/SwitchNetworkView')
export const SwitchActiveChain = () => import('./views/networks/SwitchActiveChainView')
export const UnsupportedChain = () => import('./views/networks/UnsupportedChainView')
