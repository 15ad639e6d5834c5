import { eip155Adapter } from '../eip155Adapter'
import type { Eip1193Provider, Eip155Adapter, Eip155AdapterOptions } from '../types'

/**
 * The wallet provider `useAppKitProvider('eip155')` hands out on an ethers host: an EIP-1193
 * provider, what ethers v6's `new BrowserProvider(walletProvider)` takes.
 */
export type Provider = Eip1193Provider

/** AppKit's EthersAdapter takes no options; these are the EVM plugin's, all optional. */
export type EthersAdapterOptions = Eip155AdapterOptions

// The class and this interface merge: an instance is the eip155 chain plugin itself, so the kit
// reads it like any adapter and `instanceof EthersAdapter` holds.
export interface EthersAdapter extends Eip155Adapter {}

/**
 * AppKit's `new EthersAdapter()` for `createAppKit({ adapters: [...] })`: the EVM chain plugin
 * under AppKit's class name. The kit talks to wallets with its own EIP-1193 code (viem loaded
 * lazily); ethers stays the host's, used the AppKit way:
 * `new BrowserProvider(useAppKitProvider('eip155').walletProvider)`. Not importing ethers here
 * keeps it an optional peer, and the adapter the same bytes as `eip155Adapter()`.
 */
export class EthersAdapter {
  /** AppKit's adapter type name. */
  readonly adapterType = 'ethers' as const

  constructor(options: EthersAdapterOptions = {}) {
    Object.assign(this, eip155Adapter(options))
  }
}
