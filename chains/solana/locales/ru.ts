import type { Catalogue } from '../../../kernel/plugin'

// The solana chain plugin's error words in ru.
const messages: Catalogue = {
  'Errors.walletNotConnected': 'Кошелёк не подключён',
  'Errors.unknownAccount': 'Неизвестный аккаунт {account}',
  'Errors.notSupported': '{name} не поддерживает {feature}',
  'Errors.noAccount': '{name} не вернул аккаунт Solana',
  'Errors.sessionNoAccount': 'В сессии WalletConnect нет аккаунта Solana',
  'Errors.noSignature': 'Кошелёк ответил на solana_signTransaction без подписи',
  'Errors.blockhashExpired': 'Сеть не смогла рассчитать комиссию за эту транзакцию: её blockhash истёк',
  'Errors.transactionFailed': 'Транзакция {signature} не выполнена: {reason}',
  'Errors.transactionExpired': 'Срок транзакции {signature} истёк до подтверждения',
}

export default messages
