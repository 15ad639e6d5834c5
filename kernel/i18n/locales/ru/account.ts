import type { Catalogue } from '../../defineMessages'

// Core messages in ru: account (the Account and AccountSettings views).
const messages: Catalogue = {
  'account.networkLabel': 'Сеть: ',
  'account.switchNetwork': 'Сменить сеть',
  'account.unknownNetwork': 'Неизвестная сеть',
  'account.accountTools': 'Инструменты аккаунта',
  'account.accountSettings': 'Настройки аккаунта',
  'account.copyAddress': 'Копировать адрес',
  'account.addressCopied': 'Адрес скопирован',
  'account.blockExplorer': 'Обозреватель блоков',
  'account.tabs': 'Аккаунт',
  'account.disconnect': 'Отключить',
  'account.alsoConnected': 'Также подключены',
  'account.switchTo': 'Перейти на {chain}: ',
  'account.walletFeatures': 'Функции кошелька',
  'account.buy': 'Купить',
  'account.swap': 'Обменять',
  'account.receive': 'Получить',
  'account.send': 'Отправить',
  'account.tokens': 'Токены',
  'account.nfts': 'NFT',
  'account.activity': 'Активность',
  'account.noNfts': 'Пока нет NFT',
  'account.noNftsHint': 'Здесь появятся ваши NFT',
  'account.noTokens': 'Пока нет токенов',
  'account.noTokensHint': 'Здесь появятся ваши токены',
}

export default messages
