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
  'views.ProfileWallets': 'Wallet',
  'snacks.walletAdded': 'Nuovo wallet aggiunto',
  'slots.wallets': 'Wallet connessi',
}

export default messages
