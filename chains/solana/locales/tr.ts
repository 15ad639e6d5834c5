import type { Catalogue } from '../../../kernel/plugin'

// The solana chain plugin's error words in tr.
const messages: Catalogue = {
  'Errors.walletNotConnected': 'Cüzdan bağlı değil',
  'Errors.unknownAccount': 'Bilinmeyen hesap {account}',
  'Errors.notSupported': '{name}, {feature} özelliğini desteklemiyor',
  'Errors.noAccount': '{name} hiç Solana hesabı döndürmedi',
  'Errors.sessionNoAccount': 'WalletConnect oturumunda Solana hesabı yok',
  'Errors.noSignature': 'Cüzdan solana_signTransaction isteğini imzasız yanıtladı',
  'Errors.blockhashExpired': 'Ağ bu işlemin ücretini hesaplayamadı: blockhash süresi doldu',
  'Errors.transactionFailed': '{signature} işlemi başarısız oldu: {reason}',
  'Errors.transactionExpired': '{signature} işleminin süresi onaylanmadan doldu',
}

export default messages
