import { I18N, tokenAddressRule, type PluginContext } from '../../kernel/plugin'
import { createSwapApi } from './createSwapApi'
import { createSwapService } from './createSwapService'
import { SWAP_SERVICE } from './index'

/** The code index.ts names instead of importing (views, slot components, tabs): no `import()` in the manifest. */
export const views = {
  Swap: () => import('./views/Swap'),
  SwapSelectToken: () => import('./views/SwapSelectToken'),
  SwapPreview: () => import('./views/SwapPreview'),
}

/**
 * Registers the swap service. The form resets when everything disconnects and when the account
 * or network changes under it; pending quotes stop when the plugin goes away.
 */
export function activate(ctx: PluginContext): void {
  const service = createSwapService({
    api: createSwapApi({
      api: ctx.api.blockchainApi,
      projectId: ctx.config.projectId,
      logger: ctx.logger,
      tokenAddressRule: (namespace) => tokenAddressRule(ctx.chains.find(namespace)),
    }),
    stores: ctx.stores,
    chains: ctx.chains,
    router: ctx.router,
    snackbar: ctx.snackbar,
    bus: ctx.bus,
    logger: ctx.logger,
    i18n: ctx.use(I18N),
  })
  ctx.provide(SWAP_SERVICE, service)
  ctx.hooks.disconnectAll.add(() => service.reset())
  ctx.on('networkChanged', () => service.reset())
  ctx.onDispose(() => service.leave())
}
