// `airlock/ethers`: AppKit's `@reown/appkit-adapter-ethers`. The lean path, `eip155Adapter()` from
// `airlock/chains/eip155`, is the same plugin without the class.
export { EthersAdapter, type EthersAdapterOptions, type Provider } from './EthersAdapter'
