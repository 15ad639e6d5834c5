import { definePlugin } from 'airlock/plugin'
import type { NearAdapterOptions } from './createNearAdapter'

// The entry: a manifest (data) and the network. The adapter loads with `import()` when a kit
// with a near network starts; the sign-in verifier is the `/verify` subpath (it brings ed25519).
export { nearSandbox } from './nearNetworks'
export { isNearAddress } from './isNearAddress'
export type { NearAdapterOptions } from './createNearAdapter'
export type { NearTransfer, NearWalletLike } from './nearWalletTypes'

/**
 * The NEAR-like chain plugin: `createAppKit({ networks: [mainnet, nearSandbox], plugins: [nearChain()] })`.
 * With the kit's balances, send and siwx plugins its balance, transfers and sign-in work too.
 */
export const nearChain = (options: NearAdapterOptions = {}) =>
  definePlugin({
    id: 'near',
    apply: (config) => config.networks.some((network) => network.chainNamespace === 'near'),
    load: async () => {
      const { activateNear } = await import('./activate')
      return { activate: (ctx) => activateNear(ctx, options) }
    },
  })
