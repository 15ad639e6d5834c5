import { LOAD_SERVICE, lazyService, type LazyService } from '../container/lazyService'
import { createRegistry } from '../plugins/createRegistry'
import type { ConnectionController } from './createConnectionController'
import type { ConnectionControllerDeps } from './createConnectionContext'
import { resetAccount } from './resetAccount'
import { setActiveNetwork } from './setActiveNetwork'

/**
 * The kit's connection controller as a stand-in: its code (restore, connect, wallet events) loads
 * with startup, which waits for it, not in the host's first bundle. Until it has loaded nothing is
 * connected or waiting, and AppKit's sync setters (setCaipNetwork, resetAccount) still act at once.
 */
export function lazyConnectionController(given: ConnectionControllerDeps): LazyService<ConnectionController> {
  // One registry for the hooks added before and after the code loaded.
  const deps = { ...given, disconnectAllHooks: given.disconnectAllHooks ?? createRegistry() }
  const stand: LazyService<ConnectionController> = lazyService<ConnectionController>(
    () => import('./createConnectionController').then((m) => m.createConnectionController(deps)),
    {
      async: ['syncExistingConnection', 'connect', 'disconnect', 'switchNetwork', 'prepareConnect', 'activateConnection', 'releaseConnector'],
      // Wallet events need a session, which needs the code; no connect waits before it either.
      idle: ['cancelConnect', 'handleChainChanged', 'setUnsupportedChain', 'handleAccountsChanged'],
      unloaded: {
        setActiveNetwork: (network) => setActiveNetwork(deps, network),
        resetAccount: (namespace) => resetAccount(deps, namespace),
        watchAdapter(namespace) {
          // Startup watches once the code is in; a watch asked before starts when it arrives.
          let unwatch: (() => void) | undefined
          let stopped = false
          void stand[LOAD_SERVICE]().then((controller) => {
            if (!stopped) unwatch = controller.watchAdapter(namespace)
          }, () => undefined)
          return () => {
            stopped = true
            unwatch?.()
          }
        },
      },
      own: { onDisconnectAll: (hook) => deps.disconnectAllHooks.add(hook) },
    },
  )
  return stand
}
