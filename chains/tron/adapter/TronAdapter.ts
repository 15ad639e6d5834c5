import { appKitAdapterWarnings, type CaipNetwork, type ChainAdapterContext } from '../../../kernel/plugin'
import { tronAdapter, type TronAdapter as TronChainAdapter, type TronAdapterOptions as TronChainOptions } from '../tronAdapter'

/** AppKit's `new TronAdapter({ projectId?, networks? })`, plus the chain plugin's own options. */
export interface TronAdapterOptions extends TronChainOptions {
  /** AppKit's: the project id. The kit uses createAppKit's; a different one here is warned about. */
  projectId?: string
  /** AppKit's: the adapter's networks. The kit uses createAppKit's `networks`; one missing there is warned about. */
  networks?: readonly CaipNetwork[]
}

/** Why options AppKit takes do not apply as given; told once, when the kit registers the adapter. */
export const tronAdapterWarnings = (options: TronAdapterOptions, context: Pick<ChainAdapterContext, 'projectId' | 'networks'>): string[] =>
  appKitAdapterWarnings('TronAdapter', options, context)

// The class and this interface merge: an instance is the TRON chain plugin itself.
export interface TronAdapter extends TronChainAdapter {}

/**
 * AppKit's `new TronAdapter()` (`@reown/appkit-adapter-tron`) for `createAppKit({ adapters: [...] })`:
 * the tron chain plugin (`tronAdapter()` from `airlock/chains/tron`) under AppKit's class name.
 */
export class TronAdapter {
  /** AppKit's adapter type name. */
  readonly adapterType = 'tron' as const
  readonly projectId: string | undefined
  readonly networks: readonly CaipNetwork[]

  constructor(options: TronAdapterOptions = {}) {
    this.projectId = options.projectId
    this.networks = options.networks ?? []
    const plugin = tronAdapter(options)
    Object.assign(this, plugin, {
      configure(context: ChainAdapterContext) {
        tronAdapterWarnings(options, context).forEach((warning) => context.logger.warn(warning))
        plugin.configure?.(context)
      },
    })
  }
}
