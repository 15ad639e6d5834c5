import type { Catalogue } from '../../../kernel/plugin'

// The balances plugin's messages in id.
const messages: Catalogue = {
  'TokensTab.loading': 'Memuat token',
  'TokensTab.list': 'Token',
  'TokensTab.emptyTitle': 'Anda belum punya token',
  'TokensTab.emptyDescription': 'Token yang Anda miliki di jaringan ini muncul di sini',
  'tabs.tokens': 'Token',
}

export default messages
