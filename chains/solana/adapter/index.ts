// `airlock/solana`: AppKit's `@reown/appkit-adapter-solana` (and the adapter class of its `/react`
// entry; `useAppKitConnection` comes from `airlock/react`). The lean path, `solanaAdapter()` from
// `airlock/chains/solana`, is the same plugin without the class.
export { SolanaAdapter, type SolanaAdapterOptions } from './SolanaAdapter'
export type { SolanaConnectionSettings } from '../getSolanaConnection'
export type { WalletStandardProvider as Provider } from '../createWalletStandardProvider'
