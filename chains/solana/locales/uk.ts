import type { Catalogue } from '../../../kernel/plugin'

// The solana chain plugin's error words in uk.
const messages: Catalogue = {
  'Errors.walletNotConnected': 'Гаманець не підключено',
  'Errors.unknownAccount': 'Невідомий акаунт {account}',
  'Errors.notSupported': '{name} не підтримує {feature}',
  'Errors.noAccount': '{name} не повернув акаунт Solana',
  'Errors.sessionNoAccount': 'У сесії WalletConnect немає акаунта Solana',
  'Errors.noSignature': 'Гаманець відповів на solana_signTransaction без підпису',
  'Errors.blockhashExpired': 'Мережа не змогла розрахувати комісію за цю транзакцію: її blockhash застарів',
  'Errors.transactionFailed': 'Транзакція {signature} не вдалася: {reason}',
  'Errors.transactionExpired': 'Термін транзакції {signature} минув до підтвердження',
}

export default messages
