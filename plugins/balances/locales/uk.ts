import type { Catalogue } from '../../../kernel/plugin'

// The balances plugin's messages in uk.
const messages: Catalogue = {
  'TokensTab.loading': 'Завантаження токенів',
  'TokensTab.list': 'Токени',
  'TokensTab.emptyTitle': 'У вас ще немає токенів',
  'TokensTab.emptyDescription': 'Тут з’являться токени, які у вас є в цій мережі',
  'tabs.tokens': 'Токени',
}

export default messages
