import { definePlugin } from 'airlock/plugin'
import type { CosmosAdapterOptions } from './createCosmosAdapter'

// The plugin's entry: a manifest (data) and the network definitions. The adapter loads with
// `import()` when a kit that has a cosmos network starts. The address rule is its own subpath
// (`/address`): re-exported here it would pull bech32 into every host's first bundle.
export { cosmosHub, cosmosTestnet } from './cosmosNetworks'
export type { CosmosAdapterOptions } from './createCosmosAdapter'
export type { CosmosAccount } from './createKeplrProvider'
export type { KeplrKey, KeplrLike, StdSignature } from './keplrTypes'

/**
 * The Cosmos chain plugin. Pass it in `plugins` and put cosmos networks in `networks`:
 * `createAppKit({ networks: [mainnet, cosmosHub], plugins: [cosmosChain()] })`.
 */
export const cosmosChain = (options: CosmosAdapterOptions = {}) =>
  definePlugin({
    id: 'cosmos',
    // Like a flag off, a kit without a cosmos network never downloads the adapter.
    apply: (config) => config.networks.some((network) => network.chainNamespace === 'cosmos'),
    load: async () => {
      const { activateCosmos } = await import('./activate')
      return { activate: (ctx) => activateCosmos(ctx, options) }
    },
  })
