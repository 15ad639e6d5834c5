import { MULTI_WALLET, type PluginContext } from '../../kernel/plugin'
import { createMultiWalletService } from './createMultiWalletService'

/** The code index.ts names instead of importing: no `import()` in the manifest. */
export const views = {
  ProfileWallets: () => import('./views/ProfileWallets'),
}

/** Provides the multi-wallet service and keeps it in step with the kernel's connections. */
export function activate(ctx: PluginContext): void {
  const service = createMultiWalletService({ stores: ctx.stores, connection: ctx.connection, storage: ctx.storage, logger: ctx.logger })
  ctx.provide(MULTI_WALLET, service)
  ctx.onDispose(service.start())
  // The kernel ended a namespace (or all): the wallets connected beside it end with it, as in AppKit.
  ctx.on('disconnected', (namespace) => {
    service.onKernelDisconnect(namespace).catch((error: unknown) => ctx.logger.warn('Could not disconnect the other wallets', error))
  })
}
