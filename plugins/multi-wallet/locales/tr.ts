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
  'ProfileWallets.tabs': 'Zincire göre cüzdanlar',
  'ProfileWallets.chainEip155': 'EVM',
  'ProfileWallets.chainSolana': 'Solana',
  'ProfileWallets.chainBip122': 'Bitcoin',
  'ProfileWallets.chainTon': 'TON',
  'ProfileWallets.chainTron': 'TRON',
  'ProfileWallets.chainCosmos': 'Cosmos',
  'ProfileWallets.emptyTitle': 'Bağlı cüzdan yok',
  'ProfileWallets.emptyDescription': 'İlk {chain} cüzdanınızı ekleyin',
  'ProfileWallets.emptyAction': '{chain} cüzdanı ekle',
  'ProfileWallets.emptyDescriptionAny': 'İlk cüzdanınızı ekleyin',
  'ProfileWallets.emptyActionAny': 'Cüzdan ekle',
  'views.ProfileWallets': 'Cüzdanlar',
  'snacks.walletAdded': 'Yeni cüzdan eklendi',
  'slots.wallets': 'Bağlı cüzdanlar',
}

export default messages
