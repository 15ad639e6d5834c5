import { definePlugin } from '../kernel'

/** The core views' import() calls (coreViewModules.ts); createAppKit fetches them with startup. */
export const loadCoreViewModules = () => import('./coreViewModules')
type CoreViewName = keyof Awaited<ReturnType<typeof loadCoreViewModules>>
const view = (name: CoreViewName) => () => loadCoreViewModules().then((m) => m[name]())

/**
 * The shell's own views, registered like any plugin's (the plugin host loads each view only
 * when the router first shows it). One entry per view module under `ui-shell/views/<area>/`;
 * each module `export default`s its component. Add yours to coreViewModules.ts
 * (`Connect = () => import('./views/connect/ConnectView')`) and here (`Connect: view('Connect')`),
 * keeping the kernel's view names (kernel/router/viewNames.ts).
 *
 * createAppKit puts this manifest before the host's plugins, so a plugin registering a view of
 * the same name replaces the core one.
 */
export const coreViews = definePlugin({
  id: 'core-views',
  views: {
    Account: view('Account'),
    AccountSettings: view('AccountSettings'),
    Connect: view('Connect'),
    AllWallets: view('AllWallets'),
    ConnectingExternal: view('ConnectingExternal'),
    ConnectingMultiChain: view('ConnectingMultiChain'),
    ConnectingWalletConnect: view('ConnectingWalletConnect'),
    ConnectingWalletConnectBasic: view('ConnectingWalletConnectBasic'),
    Networks: view('Networks'),
    SwitchNetwork: view('SwitchNetwork'),
    SwitchActiveChain: view('SwitchActiveChain'),
    UnsupportedChain: view('UnsupportedChain'),
  },
})
