// `airlock/ton`: AppKit's `@reown/appkit-adapter-ton`. The lean path, `tonAdapter()` from
// `airlock/chains/ton`, is the same plugin without the class.
export { TonAdapter, type TonAdapterOptions } from './TonAdapter'
