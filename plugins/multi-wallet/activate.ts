import { I18N, MULTI_WALLET, defineMessages, type PluginContext } from '../../kernel/plugin'
import { createMultiWalletService } from './createMultiWalletService'

/** The code index.ts names instead of importing: no `import()` in the manifest. */
export const views = {
  ProfileWallets: () => import('./views/ProfileWallets'),
}

/** What the plugin says outside its view (AppKit's words in English). */
export const snackMessages = defineMessages('multi-wallet', 'snacks', { walletAdded: 'New Wallet Added' })

/** Provides the multi-wallet service and keeps it in step with the kernel's connections. */
export function activate(ctx: PluginContext): void {
  const service = createMultiWalletService({ stores: ctx.stores, connection: ctx.connection, storage: ctx.storage, logger: ctx.logger })
  ctx.provide(MULTI_WALLET, service)
  ctx.onDispose(service.start())
  // The kernel ended a namespace (or all): the wallets connected beside it end with it, as in AppKit.
  // As AppKit: a wallet added beside another one leads back to the wallets, not out of the modal.
  ctx.hooks.afterConnect.add(({ namespace, fromView }) => {
    if (ctx.router.getState().view !== fromView || service.getConnections(namespace).length < 2) return false
    const { history } = ctx.router.getState()
    const index = history.map((entry) => entry.view).lastIndexOf('ProfileWallets')
    if (index >= 0) ctx.router.goBackToIndex(index)
    else ctx.router.replace('ProfileWallets')
    ctx.snackbar.showSuccess(ctx.use(I18N).text(snackMessages, 'walletAdded'))
    return true
  })
  ctx.on('disconnected', (namespace) => {
    service.onKernelDisconnect(namespace).catch((error: unknown) => ctx.logger.warn('Could not disconnect the other wallets', error))
  })
}
