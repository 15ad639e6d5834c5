import type { Catalogue } from '../../../kernel/plugin'

// The balances plugin's messages in de.
const messages: Catalogue = {
  'TokensTab.loading': 'Token werden geladen',
  'TokensTab.list': 'Token',
  'TokensTab.emptyTitle': 'Du hast noch keine Token',
  'TokensTab.emptyDescription': 'Token, die du in diesem Netzwerk hältst, erscheinen hier',
  'tabs.tokens': 'Token',
}

export default messages
