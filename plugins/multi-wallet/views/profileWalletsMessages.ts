import { defineMessages } from '../../../kernel/plugin'

/** The ProfileWallets view's words (AppKit's in English; its empty state's exactly). */
export const profileWalletsMessages = defineMessages('multi-wallet', 'ProfileWallets', {
  connected: '{count, plural, one {# wallet connected} other {# wallets connected}}',
  disconnectAll: 'Disconnect all',
  others: 'Other connected wallets',
  recent: 'Recently connected',
  add: 'Add wallet',
  tabs: 'Wallets by chain',
  chainEip155: 'EVM',
  chainSolana: 'Solana',
  chainBip122: 'Bitcoin',
  chainTon: 'TON',
  chainTron: 'TRON',
  chainCosmos: 'Cosmos',
  emptyTitle: 'No wallet connected',
  emptyDescription: 'Add your first {chain} wallet',
  emptyAction: 'Add {chain} Wallet',
  emptyDescriptionAny: 'Add your first wallet',
  emptyActionAny: 'Add Wallet',
})
