import type { Catalogue } from '../../../kernel/plugin'

// The multi-wallet plugin's messages in uk.
const messages: Catalogue = {
  'ConnectionRow.switch': 'Перемкнути',
  'ConnectionRow.connect': 'Підключити',
  'ConnectionRow.forget': 'Забути {name}',
  'ConnectionRow.disconnect': 'Відключити {name}',
  'ProfileWallets.connected': '{count, plural, one {Підключено # гаманець} few {Підключено # гаманці} many {Підключено # гаманців} other {Підключено # гаманця}}',
  'ProfileWallets.disconnectAll': 'Відключити всі',
  'ProfileWallets.others': 'Інші підключені гаманці',
  'ProfileWallets.recent': 'Нещодавно підключені',
  'ProfileWallets.add': 'Додати гаманець',
  'views.ProfileWallets': 'Гаманці',
  'snacks.walletAdded': 'Новий гаманець додано',
  'slots.wallets': 'Підключені гаманці',
}

export default messages
