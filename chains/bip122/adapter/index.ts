// `airlock/bitcoin`: AppKit's `@reown/appkit-adapter-bitcoin`. The lean path, `bitcoinAdapter()`
// from `airlock/chains/bip122`, is the same plugin without the class.
export { BitcoinAdapter, type BitcoinAdapterOptions } from './BitcoinAdapter'
export type { BitcoinApi, BitcoinUtxo } from './bitcoinApi'
