import type { Catalogue } from '../../../kernel/plugin'

// The balances plugin's messages in ko.
const messages: Catalogue = {
  'TokensTab.loading': '토큰 불러오는 중',
  'TokensTab.list': '토큰',
  'TokensTab.emptyTitle': '아직 토큰이 없습니다',
  'TokensTab.emptyDescription': '이 네트워크에서 보유한 토큰이 여기에 표시됩니다',
  'tabs.tokens': '토큰',
}

export default messages
