import { appKitAdapterWarnings, type CaipNetwork, type ChainAdapterContext } from '../../../kernel/plugin'
import { bitcoinAdapter, type BitcoinAdapter as BitcoinChainAdapter, type BitcoinAdapterOptions as BitcoinChainOptions } from '../bitcoinAdapter'
import { balanceFromUtxos, type BitcoinApi } from './bitcoinApi'

/** AppKit's `new BitcoinAdapter({ projectId, networks?, api? })`, plus the chain plugin's own option. */
export interface BitcoinAdapterOptions extends BitcoinChainOptions {
  /** AppKit's: the project id. The kit uses createAppKit's; a different one here is warned about. */
  projectId?: string
  /** AppKit's: the adapter's networks. The kit uses createAppKit's `networks`; one missing there is warned about. */
  networks?: readonly CaipNetwork[]
  /**
   * Where balances come from: `getUTXOs` lists an address's unspent outputs. Without it the
   * account shows no balance (AppKit's default asks mempool.space, a remote Airlock does not call
   * by itself).
   */
  api?: Partial<BitcoinApi>
}

/** Why options AppKit takes do not apply as given; told once, when the kit registers the adapter. */
export const bitcoinAdapterWarnings = (options: BitcoinAdapterOptions, context: Pick<ChainAdapterContext, 'projectId' | 'networks'>): string[] =>
  appKitAdapterWarnings('BitcoinAdapter', options, context)

// The class and this interface merge: an instance is the Bitcoin chain plugin itself.
export interface BitcoinAdapter extends BitcoinChainAdapter {}

/**
 * AppKit's `new BitcoinAdapter({ projectId })` for `createAppKit({ adapters: [...] })`: the bip122
 * chain plugin (`bitcoinAdapter()` from `airlock/chains/bip122`) under AppKit's class name.
 * Wallets connect through WalletConnect; `api.getUTXOs` adds the balance.
 */
export class BitcoinAdapter {
  /** AppKit's adapter type name. */
  readonly adapterType = 'bitcoin' as const
  /** As given (AppKit keeps them on the adapter). */
  readonly projectId: string | undefined
  readonly networks: readonly CaipNetwork[]

  constructor(options: BitcoinAdapterOptions = {}) {
    this.projectId = options.projectId
    this.networks = options.networks ?? []
    const plugin = bitcoinAdapter({ isAddress: options.isAddress })
    const getUTXOs = options.api?.getUTXOs
    Object.assign(this, plugin, {
      configure(context: ChainAdapterContext) {
        bitcoinAdapterWarnings(options, context).forEach((warning) => context.logger.warn(warning))
        plugin.configure?.(context)
      },
      ...(getUTXOs && {
        async getBalance({ address, network }: { address: string; network: CaipNetwork }) {
          return balanceFromUtxos(await getUTXOs({ address, network }), network)
        },
      }),
    })
  }
}
