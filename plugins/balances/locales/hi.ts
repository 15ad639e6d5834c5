import type { Catalogue } from '../../../kernel/plugin'

// The balances plugin's messages in hi.
const messages: Catalogue = {
  'TokensTab.loading': 'टोकन लोड हो रहे हैं',
  'TokensTab.list': 'टोकन',
  'TokensTab.emptyTitle': 'आपके पास अभी कोई टोकन नहीं है',
  'TokensTab.emptyDescription': 'इस नेटवर्क पर आपके टोकन यहाँ दिखेंगे',
  'tabs.tokens': 'टोकन',
}

export default messages
