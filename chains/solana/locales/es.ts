import type { Catalogue } from '../../../kernel/plugin'

// The solana chain plugin's error words in es.
const messages: Catalogue = {
  'Errors.walletNotConnected': 'Billetera no conectada',
  'Errors.unknownAccount': 'Cuenta desconocida {account}',
  'Errors.notSupported': '{name} no admite {feature}',
  'Errors.noAccount': '{name} no devolvió ninguna cuenta de Solana',
  'Errors.sessionNoAccount': 'La sesión de WalletConnect no tiene ninguna cuenta de Solana',
  'Errors.noSignature': 'La billetera respondió a solana_signTransaction sin firma',
  'Errors.blockhashExpired': 'La red no pudo calcular la comisión de esta transacción: su blockhash ha caducado',
  'Errors.transactionFailed': 'La transacción {signature} falló: {reason}',
  'Errors.transactionExpired': 'La transacción {signature} caducó antes de confirmarse',
}

export default messages
