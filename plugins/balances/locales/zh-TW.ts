import type { Catalogue } from '../../../kernel/plugin'

// The balances plugin's messages in zh-TW.
const messages: Catalogue = {
  'TokensTab.loading': '正在載入代幣',
  'TokensTab.list': '代幣',
  'TokensTab.emptyTitle': '你還沒有代幣',
  'TokensTab.emptyDescription': '你在此網路上持有的代幣會顯示在這裡',
  'tabs.tokens': '代幣',
}

export default messages
