import type { Catalogue } from '../../../kernel/plugin'

// The balances plugin's messages in ru.
const messages: Catalogue = {
  'TokensTab.loading': 'Загрузка токенов',
  'TokensTab.list': 'Токены',
  'TokensTab.emptyTitle': 'У вас пока нет токенов',
  'TokensTab.emptyDescription': 'Здесь появятся токены, которые у вас есть в этой сети',
  'tabs.tokens': 'Токены',
}

export default messages
