import type { PluginContext } from 'airlock/plugin'
import { createCosmosAdapter, type CosmosAdapterOptions } from './createCosmosAdapter'

/**
 * Registers the Cosmos family into the kit. Everything `registerChain` adds (the adapter, its
 * connectors, the wallet watch) is undone when the plugin deactivates or the kit is destroyed.
 */
export function activateCosmos(ctx: PluginContext, options: CosmosAdapterOptions): void {
  const adapter = createCosmosAdapter(options)
  ctx.registerChain(adapter)
}
