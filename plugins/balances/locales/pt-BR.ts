import type { Catalogue } from '../../../kernel/plugin'

// The balances plugin's messages in pt-BR.
const messages: Catalogue = {
  'TokensTab.loading': 'Carregando tokens',
  'TokensTab.list': 'Tokens',
  'TokensTab.emptyTitle': 'Você ainda não tem tokens',
  'TokensTab.emptyDescription': 'Os tokens que você tem nesta rede aparecem aqui',
  'tabs.tokens': 'Tokens',
}

export default messages
