import type { Catalogue } from '../../../kernel/plugin'

// The balances plugin's messages in it.
const messages: Catalogue = {
  'TokensTab.loading': 'Caricamento token',
  'TokensTab.list': 'Token',
  'TokensTab.emptyTitle': 'Non hai ancora token',
  'TokensTab.emptyDescription': 'I token che possiedi su questa rete appaiono qui',
  'tabs.tokens': 'Token',
}

export default messages
