import type { Catalogue } from '../../../kernel/plugin'

// The ton chain plugin's error words in ru.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} не установлен',
  'Errors.connectFailed': 'Не удалось подключиться к TON',
  'Errors.noAccount': '{name} ответил на подключение без аккаунта TON',
  'Errors.notConnected': 'Кошелёк TON не подключён',
  'Errors.invalidAddress': 'Недопустимый адрес TON: {address}',
  'Errors.noBoc': 'Кошелёк TON ответил на {method} без BOC',
  'Errors.wcNoKey': 'Кошелёк WalletConnect не передал открытый ключ TON и state init, поэтому его вход нельзя проверить',
  'Errors.noSignedData': 'Кошелёк TON ответил на {method} без подписи, отметки времени и домена',
}

export default messages
