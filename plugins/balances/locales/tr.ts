import type { Catalogue } from '../../../kernel/plugin'

// The balances plugin's messages in tr.
const messages: Catalogue = {
  'TokensTab.loading': 'Tokenlar yükleniyor',
  'TokensTab.list': 'Tokenlar',
  'TokensTab.emptyTitle': 'Henüz tokenin yok',
  'TokensTab.emptyDescription': 'Bu ağda tuttuğun tokenlar burada görünür',
  'tabs.tokens': 'Tokenlar',
}

export default messages
