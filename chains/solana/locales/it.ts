import type { Catalogue } from '../../../kernel/plugin'

// The solana chain plugin's error words in it.
const messages: Catalogue = {
  'Errors.walletNotConnected': 'Wallet non connesso',
  'Errors.unknownAccount': 'Account sconosciuto {account}',
  'Errors.notSupported': '{name} non supporta {feature}',
  'Errors.noAccount': '{name} non ha restituito alcun account Solana',
  'Errors.sessionNoAccount': 'La sessione WalletConnect non ha alcun account Solana',
  'Errors.noSignature': 'Il wallet ha risposto a solana_signTransaction senza firma',
  'Errors.blockhashExpired': 'La rete non ha potuto calcolare la commissione di questa transazione: il suo blockhash è scaduto',
  'Errors.transactionFailed': 'La transazione {signature} non è riuscita: {reason}',
  'Errors.transactionExpired': 'La transazione {signature} è scaduta prima di essere confermata',
}

export default messages
