import type { Catalogue } from '../../../kernel/plugin'

// The multi-wallet plugin's messages in it.
const messages: Catalogue = {
  'ConnectionRow.switch': 'Passa',
  'ConnectionRow.connect': 'Connetti',
  'ConnectionRow.forget': 'Dimentica {name}',
  'ConnectionRow.disconnect': 'Disconnetti {name}',
  'ProfileWallets.connected': '{count, plural, one {# wallet connesso} other {# wallet connessi}}',
  'ProfileWallets.disconnectAll': 'Disconnetti tutti',
  'ProfileWallets.others': 'Altri wallet connessi',
  'ProfileWallets.recent': 'Connessi di recente',
  'ProfileWallets.add': 'Aggiungi wallet',
  'ProfileWallets.tabs': 'Wallet per catena',
  'ProfileWallets.chainEip155': 'EVM',
  'ProfileWallets.chainSolana': 'Solana',
  'ProfileWallets.chainBip122': 'Bitcoin',
  'ProfileWallets.chainTon': 'TON',
  'ProfileWallets.chainTron': 'TRON',
  'ProfileWallets.chainCosmos': 'Cosmos',
  'ProfileWallets.emptyTitle': 'Nessun wallet connesso',
  'ProfileWallets.emptyDescription': 'Aggiungi il tuo primo wallet {chain}',
  'ProfileWallets.emptyAction': 'Aggiungi wallet {chain}',
  'ProfileWallets.emptyDescriptionAny': 'Aggiungi il tuo primo wallet',
  'ProfileWallets.emptyActionAny': 'Aggiungi wallet',
  'views.ProfileWallets': 'Wallet',
  'snacks.walletAdded': 'Nuovo wallet aggiunto',
  'slots.wallets': 'Wallet connessi',
}

export default messages
