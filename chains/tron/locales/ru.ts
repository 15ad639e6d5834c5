import type { Catalogue } from '../../../kernel/plugin'

// The tron chain plugin's error words in ru.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} не установлен',
  'Errors.notTronAddress': '{name} вернул адрес, который не является адресом TRON',
  'Errors.noAccount': '{name} не предоставил аккаунт',
  'Errors.locked': 'TronLink заблокирован или не предоставил аккаунт',
  'Errors.siteNotConnected': 'Сайт не подключён к TronLink',
  'Errors.walletNotConnected': 'Кошелёк не подключён',
  'Errors.sessionNoAccount': 'В сессии WalletConnect нет аккаунта TRON',
  'Errors.invalidAddress': 'Недопустимый адрес',
  'Errors.invalidAmount': 'Недопустимая сумма',
  'Errors.nodeRefused': 'Узел TRON отклонил транзакцию: {reason}',
  'Errors.differentTransaction': 'Кошелёк вернул другую транзакцию, а не ту, которую его просили подписать',
  'Errors.noSignature': 'Кошелёк не вернул подпись сообщения TRON',
  'Errors.notIncluded': 'Транзакция {hash} не была включена за {seconds} с',
}

export default messages
