import type { Catalogue } from '../../../kernel/plugin'

// The ton chain plugin's error words in de.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} ist nicht installiert',
  'Errors.connectFailed': 'Die TON-Verbindung ist fehlgeschlagen',
  'Errors.noAccount': '{name} hat die Verbindung ohne TON-Konto beantwortet',
  'Errors.notConnected': 'Die TON-Wallet ist nicht verbunden',
  'Errors.invalidAddress': 'Ungültige TON-Adresse: {address}',
  'Errors.noBoc': 'Die TON-Wallet hat {method} ohne BOC beantwortet',
  'Errors.wcNoKey': 'Die WalletConnect-Wallet hat keinen öffentlichen TON-Schlüssel und keinen State Init geliefert, daher lässt sich ihre Anmeldung nicht prüfen',
  'Errors.noSignedData': 'Die TON-Wallet hat {method} ohne Signatur, Zeitstempel und Domain beantwortet',
}

export default messages
