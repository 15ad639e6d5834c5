import type { Catalogue } from '../../../kernel/plugin'

// The ton chain plugin's error words in de.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} ist nicht installiert',
  'Errors.connectFailed': 'Die TON-Verbindung ist fehlgeschlagen',
  'Errors.noAccount': '{name} hat die Verbindung ohne TON-Konto beantwortet',
  'Errors.notConnected': 'Die TON-Wallet ist nicht verbunden',
  'Errors.invalidAddress': 'Ungültige TON-Adresse: {address}',
  'Errors.noBoc': 'Die TON-Wallet hat sendTransaction ohne BOC beantwortet',
}

export default messages
