import type { Catalogue } from '../../../kernel/plugin'

// The balances plugin's messages in fa.
const messages: Catalogue = {
  'TokensTab.loading': 'در حال بارگیری توکن‌ها',
  'TokensTab.list': 'توکن‌ها',
  'TokensTab.emptyTitle': 'هنوز توکنی ندارید',
  'TokensTab.emptyDescription': 'توکن‌هایی که در این شبکه دارید اینجا نمایش داده می‌شوند',
  'tabs.tokens': 'توکن‌ها',
}

export default messages
