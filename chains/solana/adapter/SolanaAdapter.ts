import type { ConnectionConfig } from '@solana/web3.js'
import type { Wallets } from '@wallet-standard/app'
import type { ChainAdapterContext } from '../../../kernel/plugin'
import type { Commitment } from '../getSolanaBalance'
import type { SolanaConnectionSettings } from '../getSolanaConnection'
import { solanaAdapter, type SolanaAdapter as SolanaChainAdapter } from '../solanaAdapter'

/** AppKit's SolanaAdapter options. */
export interface SolanaAdapterOptions {
  /**
   * Commitment, or the whole web3.js Connection config, for the connection useAppKitConnection
   * hands out and for balance reads and confirmations. Default 'confirmed', as in AppKit.
   */
  connectionSettings?: SolanaConnectionSettings
  /**
   * AppKit's (deprecated) `@solana/wallet-adapter` instances. AppKit keeps them unused: wallets
   * are found through Wallet Standard, as here. A Wallet Standard registry (`getWallets()`) is
   * used as the registry to discover in.
   */
  wallets?: readonly unknown[] | Wallets
  /** AppKit: register WalletConnect as a Wallet Standard wallet. Not supported (warned once). */
  registerWalletStandard?: boolean
}

const COMMITMENTS: readonly string[] = ['processed', 'confirmed', 'finalized'] satisfies Commitment[]

const isRegistry = (wallets: SolanaAdapterOptions['wallets']): wallets is Wallets =>
  !!wallets && !Array.isArray(wallets) && typeof (wallets as Wallets).get === 'function' && typeof (wallets as Wallets).on === 'function'

function commitmentOf(settings: SolanaConnectionSettings | undefined): Commitment | undefined {
  const commitment = typeof settings === 'string' ? settings : settings?.commitment
  return commitment && COMMITMENTS.includes(commitment) ? (commitment as Commitment) : undefined
}

/** Why options AppKit takes do nothing here; told once, when the kit registers the adapter. */
export function solanaAdapterWarnings(options: SolanaAdapterOptions): string[] {
  const warnings: string[] = []
  if (Array.isArray(options.wallets) && options.wallets.length > 0) {
    warnings.push(
      'SolanaAdapter: the wallets option is ignored; Solana wallets on the page are found through Wallet Standard (AppKit deprecated the option for the same reason)',
    )
  }
  if (options.registerWalletStandard) {
    warnings.push('SolanaAdapter: registerWalletStandard is not supported by Airlock; WalletConnect is offered in the modal only')
  }
  return warnings
}

// The class and this interface merge: an instance is the Solana chain plugin itself.
export interface SolanaAdapter extends SolanaChainAdapter {}

/**
 * AppKit's `new SolanaAdapter({ ... })` for `createAppKit({ adapters: [...] })`: the Solana chain
 * plugin (`solanaAdapter()` from `airlock/chains/solana`) under AppKit's class name and options.
 * `useAppKitConnection` (from `airlock/react`) hands out its web3.js Connection.
 */
export class SolanaAdapter {
  /** AppKit's adapter type name. */
  readonly adapterType = 'solana' as const
  /** As given (AppKit keeps the field public). */
  readonly wallets: SolanaAdapterOptions['wallets']

  constructor(options: SolanaAdapterOptions = {}) {
    this.wallets = options.wallets
    const settings = options.connectionSettings
    const plugin = solanaAdapter({
      wallets: isRegistry(options.wallets) ? options.wallets : undefined,
      commitment: commitmentOf(settings),
      connectionConfig: typeof settings === 'object' ? (settings as ConnectionConfig) : undefined,
    })
    const warnings = solanaAdapterWarnings(options)
    Object.assign(this, plugin, {
      configure(context: ChainAdapterContext) {
        warnings.forEach((warning) => context.logger.warn(warning))
        plugin.configure?.(context)
      },
    })
  }
}
