import type { PluginContext } from '../../kernel/plugin'
import { SMART_SESSIONS_SERVICE } from './contract'
import { createSmartSessionsService } from './createSmartSessionsService'
import { activeSmartSessionServices } from './index'

/** The code index.ts names instead of importing (views, slot components, tabs): no `import()` in the manifest. */
export const views = {
  SmartSessionList: () => import('./views/SmartSessionList'),
  SmartSessionCreated: () => import('./views/SmartSessionCreated'),
}

/** Provides the smart-sessions service, granting to the host's dapp (its metadata). */
export function activate(ctx: PluginContext): void {
  const metadata = ctx.config.metadata
  const service = createSmartSessionsService({
    api: ctx.api.blockchainApi,
    stores: ctx.stores,
    chains: ctx.chains,
    router: ctx.router,
    project: { name: metadata?.name ?? 'Unknown dapp', url: metadata?.url ?? '', iconUrl: metadata?.icons?.[0] ?? '' },
  })
  ctx.provide(SMART_SESSIONS_SERVICE, service)
  // The public functions (grantPermissions, ...) find it here while the plugin is on.
  ctx.onDispose(activeSmartSessionServices.add(service))
}
