import type { Catalogue } from '../../../kernel/plugin'

// The balances plugin's messages in vi.
const messages: Catalogue = {
  'TokensTab.loading': 'Đang tải token',
  'TokensTab.list': 'Token',
  'TokensTab.emptyTitle': 'Bạn chưa có token nào',
  'TokensTab.emptyDescription': 'Token bạn nắm giữ trên mạng này sẽ hiện ở đây',
  'tabs.tokens': 'Token',
}

export default messages
