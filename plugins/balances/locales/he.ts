import type { Catalogue } from '../../../kernel/plugin'

// The balances plugin's messages in he.
const messages: Catalogue = {
  'TokensTab.loading': 'טוען אסימונים',
  'TokensTab.list': 'אסימונים',
  'TokensTab.emptyTitle': 'אין לך עדיין אסימונים',
  'TokensTab.emptyDescription': 'אסימונים שבבעלותך ברשת זו יופיעו כאן',
  'tabs.tokens': 'אסימונים',
}

export default messages
