import type { Catalogue } from '../../../kernel/plugin'

// The balances plugin's messages in es.
const messages: Catalogue = {
  'TokensTab.loading': 'Cargando tokens',
  'TokensTab.list': 'Tokens',
  'TokensTab.emptyTitle': 'Aún no tienes tokens',
  'TokensTab.emptyDescription': 'Los tokens que tengas en esta red aparecerán aquí',
  'tabs.tokens': 'Tokens',
}

export default messages
