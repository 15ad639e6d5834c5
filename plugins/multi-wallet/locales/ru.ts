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
  'ProfileWallets.tabs': 'Кошельки по сетям',
  'ProfileWallets.chainEip155': 'EVM',
  'ProfileWallets.chainSolana': 'Solana',
  'ProfileWallets.chainBip122': 'Биткоин',
  'ProfileWallets.chainTon': 'TON',
  'ProfileWallets.chainTron': 'TRON',
  'ProfileWallets.chainCosmos': 'Cosmos',
  'ProfileWallets.emptyTitle': 'Кошелёк не подключён',
  'ProfileWallets.emptyDescription': 'Добавьте свой первый кошелёк {chain}',
  'ProfileWallets.emptyAction': 'Добавить кошелёк {chain}',
  'ProfileWallets.emptyDescriptionAny': 'Добавьте свой первый кошелёк',
  'ProfileWallets.emptyActionAny': 'Добавить кошелёк',
  'views.ProfileWallets': 'Кошельки',
  'snacks.walletAdded': 'Новый кошелёк добавлен',
  'slots.wallets': 'Подключённые кошельки',
}

export default messages
