import type { Catalogue } from '../../../kernel/plugin'

// The multi-wallet plugin's messages in ru.
const messages: Catalogue = {
  'ConnectionRow.switch': 'Переключить',
  'ConnectionRow.connect': 'Подключить',
  'ConnectionRow.forget': 'Забыть {name}',
  'ConnectionRow.disconnect': 'Отключить {name}',
  'ProfileWallets.connected': '{count, plural, one {Подключён # кошелёк} few {Подключено # кошелька} many {Подключено # кошельков} other {Подключено # кошелька}}',
  'ProfileWallets.disconnectAll': 'Отключить все',
  'ProfileWallets.others': 'Другие подключённые кошельки',
  'ProfileWallets.recent': 'Недавно подключённые',
  'ProfileWallets.add': 'Добавить кошелёк',
  'views.ProfileWallets': 'Кошельки',
  'snacks.walletAdded': 'Новый кошелёк добавлен',
  'slots.wallets': 'Подключённые кошельки',
}

export default messages
