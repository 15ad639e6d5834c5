import { appKitAdapterWarnings, type CaipNetwork, type ChainAdapterContext } from '../../../kernel/plugin'
import { tonAdapter, type TonAdapter as TonChainAdapter, type TonAdapterOptions as TonChainOptions } from '../tonAdapter'

/** AppKit's `new TonAdapter({ projectId?, networks? })`, plus the chain plugin's own options. */
export interface TonAdapterOptions extends TonChainOptions {
  /** AppKit's: the project id. The kit uses createAppKit's; a different one here is warned about. */
  projectId?: string
  /** AppKit's: the adapter's networks. The kit uses createAppKit's `networks`; one missing there is warned about. */
  networks?: readonly CaipNetwork[]
}

// The class and this interface merge: an instance is the TON chain plugin itself.
export interface TonAdapter extends TonChainAdapter {}

/**
 * AppKit's `new TonAdapter()` (`@reown/appkit-adapter-ton`) for `createAppKit({ adapters: [...] })`:
 * the ton chain plugin (`tonAdapter()` from `airlock/chains/ton`) under AppKit's class name, with
 * the same bytes: TonConnect wallets injected into the page, and the `ton` namespace over WalletConnect.
 */
export class TonAdapter {
  /** AppKit's adapter type name. */
  readonly adapterType = 'ton' as const
  readonly projectId: string | undefined
  readonly networks: readonly CaipNetwork[]

  constructor(options: TonAdapterOptions = {}) {
    this.projectId = options.projectId
    this.networks = options.networks ?? []
    const plugin = tonAdapter({ manifestUrl: options.manifestUrl, getWindow: options.getWindow })
    // AppKit's options that the kit overrides are told once, as the other adapter classes do.
    Object.assign(this, plugin, {
      configure(context: ChainAdapterContext) {
        appKitAdapterWarnings('TonAdapter', options, context).forEach((warning) => context.logger.warn(warning))
        plugin.configure?.(context)
      },
    })
  }
}
