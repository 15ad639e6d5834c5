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
  'ProfileWallets.tabs': 'Гаманці за мережами',
  'ProfileWallets.chainEip155': 'EVM',
  'ProfileWallets.chainSolana': 'Solana',
  'ProfileWallets.chainBip122': 'Біткоїн',
  'ProfileWallets.chainTon': 'TON',
  'ProfileWallets.chainTron': 'TRON',
  'ProfileWallets.chainCosmos': 'Cosmos',
  'ProfileWallets.emptyTitle': 'Гаманець не підключено',
  'ProfileWallets.emptyDescription': 'Додайте свій перший гаманець {chain}',
  'ProfileWallets.emptyAction': 'Додати гаманець {chain}',
  'ProfileWallets.emptyDescriptionAny': 'Додайте свій перший гаманець',
  'ProfileWallets.emptyActionAny': 'Додати гаманець',
  'views.ProfileWallets': 'Гаманці',
  'snacks.walletAdded': 'Новий гаманець додано',
  'slots.wallets': 'Підключені гаманці',
}

export default messages
