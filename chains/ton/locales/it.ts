import type { Catalogue } from '../../../kernel/plugin'

// The ton chain plugin's error words in it.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} non è installato',
  'Errors.connectFailed': 'Connessione TON non riuscita',
  'Errors.noAccount': '{name} ha risposto alla connessione senza un account TON',
  'Errors.notConnected': 'Il wallet TON non è connesso',
  'Errors.invalidAddress': 'Indirizzo TON non valido: {address}',
  'Errors.noBoc': 'Il wallet TON ha risposto a {method} senza BOC',
  'Errors.wcNoKey': 'Il wallet WalletConnect non ha fornito la chiave pubblica TON né lo state init, quindi il suo accesso non può essere verificato',
  'Errors.noSignedData': 'Il wallet TON ha risposto a {method} senza firma, marca temporale e dominio',
}

export default messages
