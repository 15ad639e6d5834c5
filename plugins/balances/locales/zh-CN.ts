import type { Catalogue } from '../../../kernel/plugin'

// The balances plugin's messages in zh-CN.
const messages: Catalogue = {
  'TokensTab.loading': '正在加载代币',
  'TokensTab.list': '代币',
  'TokensTab.emptyTitle': '你还没有代币',
  'TokensTab.emptyDescription': '你在此网络上持有的代币会显示在这里',
  'tabs.tokens': '代币',
}

export default messages
