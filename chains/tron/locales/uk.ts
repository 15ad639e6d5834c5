import type { Catalogue } from '../../../kernel/plugin'

// The tron chain plugin's error words in uk.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} не встановлено',
  'Errors.notTronAddress': '{name} повернув адресу, яка не є адресою TRON',
  'Errors.noAccount': '{name} не надав акаунта',
  'Errors.locked': 'TronLink заблоковано або він не надав акаунта',
  'Errors.siteNotConnected': 'Сайт не підключено до TronLink',
  'Errors.walletNotConnected': 'Гаманець не підключено',
  'Errors.sessionNoAccount': 'У сесії WalletConnect немає акаунта TRON',
  'Errors.invalidAddress': 'Недійсна адреса',
  'Errors.invalidAmount': 'Недійсна сума',
  'Errors.nodeRefused': 'Вузол TRON відхилив транзакцію: {reason}',
  'Errors.differentTransaction': 'Гаманець повернув іншу транзакцію, а не ту, яку його просили підписати',
  'Errors.noSignature': 'Гаманець не повернув підпис повідомлення TRON',
  'Errors.notIncluded': 'Транзакцію {hash} не було включено за {seconds} с',
}

export default messages
