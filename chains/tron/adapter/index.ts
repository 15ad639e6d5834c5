// `airlock/tron`: AppKit's `@reown/appkit-adapter-tron`. The lean path, `tronAdapter()` from
// `airlock/chains/tron`, is the same plugin without the class.
export { TronAdapter, type TronAdapterOptions } from './TronAdapter'
