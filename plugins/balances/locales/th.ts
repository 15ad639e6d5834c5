import type { Catalogue } from '../../../kernel/plugin'

// The balances plugin's messages in th.
const messages: Catalogue = {
  'TokensTab.loading': 'กำลังโหลดโทเคน',
  'TokensTab.list': 'โทเคน',
  'TokensTab.emptyTitle': 'คุณยังไม่มีโทเคน',
  'TokensTab.emptyDescription': 'โทเคนที่คุณถือในเครือข่ายนี้จะแสดงที่นี่',
  'tabs.tokens': 'โทเคน',
}

export default messages
