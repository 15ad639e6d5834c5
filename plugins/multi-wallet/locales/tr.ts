import type { Catalogue } from '../../../kernel/plugin'

// The multi-wallet plugin's messages in tr.
const messages: Catalogue = {
  'ConnectionRow.switch': 'Geçiş yap',
  'ConnectionRow.connect': 'Bağlan',
  'ConnectionRow.forget': '{name} cüzdanını unut',
  'ConnectionRow.disconnect': '{name} bağlantısını kes',
  'ProfileWallets.connected': '{count, plural, one {# cüzdan bağlı} other {# cüzdan bağlı}}',
  'ProfileWallets.disconnectAll': 'Tümünün bağlantısını kes',
  'ProfileWallets.others': 'Diğer bağlı cüzdanlar',
  'ProfileWallets.recent': 'Son bağlananlar',
  'ProfileWallets.add': 'Cüzdan ekle',
  'views.ProfileWallets': 'Cüzdanlar',
  'snacks.walletAdded': 'Yeni cüzdan eklendi',
  'slots.wallets': 'Bağlı cüzdanlar',
}

export default messages
