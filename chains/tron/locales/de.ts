import type { Catalogue } from '../../../kernel/plugin'

// The tron chain plugin's error words in de.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} ist nicht installiert',
  'Errors.notTronAddress': '{name} hat eine Adresse geliefert, die keine TRON-Adresse ist',
  'Errors.noAccount': '{name} hat kein Konto geliefert',
  'Errors.locked': 'TronLink ist gesperrt oder hat kein Konto geliefert',
  'Errors.siteNotConnected': 'Die Website ist nicht mit TronLink verbunden',
  'Errors.walletNotConnected': 'Wallet nicht verbunden',
  'Errors.sessionNoAccount': 'Die WalletConnect-Sitzung hat kein TRON-Konto',
  'Errors.invalidAddress': 'Ungültige Adresse',
  'Errors.invalidAmount': 'Ungültiger Betrag',
  'Errors.nodeRefused': 'Der TRON-Knoten hat die Transaktion abgelehnt: {reason}',
  'Errors.differentTransaction': 'Die Wallet hat eine andere Transaktion zurückgegeben als die, die sie signieren sollte',
  'Errors.noSignature': 'Die Wallet hat keine TRON-Nachrichtensignatur geliefert',
  'Errors.notIncluded': 'Die Transaktion {hash} wurde nicht innerhalb von {seconds} s aufgenommen',
}

export default messages
