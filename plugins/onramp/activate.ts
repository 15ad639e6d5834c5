import type { PluginContext } from '../../kernel/plugin'
import { createOnRampService, type OnRampWindow } from './createOnRampService'
import { createOnRampStore } from './createOnRampStore'
import { ONRAMP_SERVICE, ONRAMP_STORE } from './index'

/** The code index.ts names instead of importing (views, slot components, tabs): no `import()` in the manifest. */
export const views = {
  OnRampProviders: () => import('./views/OnRampProviders'),
  WhatIsABuy: () => import('./views/WhatIsABuy'),
  OnRampAmount: () => import('./views/OnRampAmount'),
  OnRampFiatSelect: () => import('./views/OnRampFiatSelect'),
  OnRampTokenSelect: () => import('./views/OnRampTokenSelect'),
  BuyInProgress: () => import('./views/BuyInProgress'),
  OnRampResult: () => import('./views/OnRampResult'),
}

/**
 * Provides the on-ramp store and service. A disconnect forgets the flow (resetState, ONR-13)
 * and stops following a purchase; so does turning the plugin off.
 */
export function activate(ctx: PluginContext, options: { window?: OnRampWindow; timeoutMs?: number; pollMs?: number } = {}): void {
  const store = createOnRampStore()
  const service = createOnRampService({
    store,
    http: ctx.api.http('blockchainApi'),
    stores: ctx.stores,
    chains: ctx.chains,
    router: ctx.router,
    bus: ctx.bus,
    logger: ctx.logger,
    projectId: ctx.config.projectId,
    providerBBase: ctx.config.endpoints.onrampProviderB,
    window: options.window ?? (typeof window === 'undefined' ? undefined : (window as unknown as OnRampWindow)),
    timeoutMs: options.timeoutMs,
    pollMs: options.pollMs,
  })
  ctx.provide(ONRAMP_STORE, store)
  ctx.provide(ONRAMP_SERVICE, service)
  ctx.onDispose(() => service.dispose())
  ctx.hooks.disconnectAll.add(() => {
    service.dispose()
    store.resetState()
  })
}
