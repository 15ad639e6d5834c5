import type { PluginContext } from 'airlock/plugin'
import { createNearAdapter, type NearAdapterOptions } from './createNearAdapter'

/** Registers the family; the adapter and its connector leave with the plugin. */
export function activateNear(ctx: PluginContext, options: NearAdapterOptions): void {
  ctx.registerChain(createNearAdapter(options))
}
