import type { Catalogue } from '../../../kernel/plugin'

// The receive plugin's messages in it.
const messages: Catalogue = {
  'WalletReceive.copied': 'Indirizzo copiato',
  'WalletReceive.hint': 'Copia il tuo indirizzo o scansiona questo codice QR',
  'WalletReceive.networks': 'Ricevi asset solo su queste reti',
  'WalletReceive.copy': 'Copia indirizzo',
  'WalletReceive.copyLabel': 'Copia indirizzo {address}',
  'WalletReceive.qrAlt': 'Codice QR dell’indirizzo {address}',
  'WalletReceive.noWallet': 'Nessun wallet connesso',
  'WalletReceive.connectToReceive': 'Connetti un wallet per ricevere asset',
  'views.WalletReceive': 'Ricevi',
  'actions.receive': 'Ricevi',
}

export default messages
