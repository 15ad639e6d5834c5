import type { Catalogue } from '../../../kernel/plugin'

// The tron chain plugin's error words in it.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} non è installato',
  'Errors.notTronAddress': '{name} ha restituito un indirizzo che non è TRON',
  'Errors.noAccount': '{name} non ha fornito alcun account',
  'Errors.locked': 'TronLink è bloccato o non ha fornito alcun account',
  'Errors.siteNotConnected': 'Il sito non è connesso a TronLink',
  'Errors.walletNotConnected': 'Wallet non connesso',
  'Errors.sessionNoAccount': 'La sessione WalletConnect non ha alcun account TRON',
  'Errors.invalidAddress': 'Indirizzo non valido',
  'Errors.invalidAmount': 'Importo non valido',
  'Errors.nodeRefused': 'Il nodo TRON ha rifiutato la transazione: {reason}',
  'Errors.differentTransaction': 'Il wallet ha restituito una transazione diversa da quella che doveva firmare',
  'Errors.noSignature': 'Il wallet non ha restituito alcuna firma del messaggio TRON',
  'Errors.notIncluded': 'La transazione {hash} non è stata inclusa entro {seconds} s',
}

export default messages
