import { definePlugin } from '../kernel'

/**
 * The shell's own views, registered like any plugin's (the plugin host loads each thunk only
 * when the router first shows the view). One entry per view module under `ui-shell/views/<area>/`;
 * each module `export default`s its component. Add yours here, keeping the kernel's view names
 * (kernel/router/viewNames.ts):
 *
 *   Connect:                       () => import('./views/connect/ConnectView'),
 *   AllWallets:                    () => import('./views/allWallets/AllWalletsView'),
 *   ConnectingExternal:            () => import('./views/connecting/ConnectingExternalView'),
 *   ConnectingWalletConnect:       () => import('./views/connecting/ConnectingWalletConnectView'),
 *   ConnectingWalletConnectBasic:  () => import('./views/connecting/ConnectingWalletConnectBasicView'),
 *   Networks / SwitchNetwork / SwitchActiveChain / UnsupportedChain: ./views/networks/...
 *   Account:                       () => import('./views/account/AccountView'),
 *
 * createAppKit puts this manifest before the host's plugins, so a plugin registering a view of
 * the same name replaces the core one.
 */
export const coreViews = definePlugin({
  id: 'core-views',
  views: {
    Account: () => import('./views/account/AccountView'),
    AccountSettings: () => import('./views/account/AccountSettingsView'),
    Connect: () => import('./views/connect/ConnectView'),
    AllWallets: () => import('./views/allWallets/AllWalletsView'),
    ConnectingExternal: () => import('./views/connecting/ConnectingExternalView'),
    ConnectingMultiChain: () => import('./views/connecting/ConnectingMultiChainView'),
    ConnectingWalletConnect: () => import('./views/connecting/ConnectingWalletConnectView'),
    ConnectingWalletConnectBasic: () => import('./views/connecting/ConnectingWalletConnectBasicView'),
    Networks: () => import('./views/networks/NetworksView'),
    SwitchNetwork: () => import('./views/networks/SwitchNetworkView'),
    SwitchActiveChain: () => import('./views/networks/SwitchActiveChainView'),
    UnsupportedChain: () => import('./views/networks/UnsupportedChainView'),
  },
})
