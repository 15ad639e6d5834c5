import type { Catalogue } from '../../../kernel/plugin'

// The balances plugin's messages in ja.
const messages: Catalogue = {
  'TokensTab.loading': 'トークンを読み込み中',
  'TokensTab.list': 'トークン',
  'TokensTab.emptyTitle': 'まだトークンがありません',
  'TokensTab.emptyDescription': 'このネットワークで保有するトークンがここに表示されます',
  'tabs.tokens': 'トークン',
}

export default messages
