import type { Catalogue } from '../../defineMessages'

// Core messages in uk: account (the Account and AccountSettings views).
const messages: Catalogue = {
  'account.networkLabel': 'Мережа: ',
  'account.switchNetwork': 'Змінити мережу',
  'account.unknownNetwork': 'Невідома мережа',
  'account.accountTools': 'Інструменти акаунта',
  'account.accountSettings': 'Налаштування акаунта',
  'account.copyAddress': 'Копіювати адресу',
  'account.addressCopied': 'Адресу скопійовано',
  'account.blockExplorer': 'Оглядач блоків',
  'account.tabs': 'Акаунт',
  'account.disconnect': 'Відключити',
  'account.alsoConnected': 'Також підключено',
  'account.switchTo': 'Перейти на {chain}: ',
  'account.walletFeatures': 'Функції гаманця',
  'account.buy': 'Купити',
  'account.swap': 'Обміняти',
  'account.receive': 'Отримати',
  'account.send': 'Надіслати',
  'account.tokens': 'Токени',
  'account.nfts': 'NFT',
  'account.activity': 'Активність',
  'account.noNfts': 'Поки немає NFT',
  'account.noNftsHint': 'Тут з’являться ваші NFT',
  'account.noTokens': 'Поки немає токенів',
  'account.noTokensHint': 'Тут з’являться ваші токени',
}

export default messages
