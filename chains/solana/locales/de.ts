import type { Catalogue } from '../../../kernel/plugin'

// The solana chain plugin's error words in de.
const messages: Catalogue = {
  'Errors.walletNotConnected': 'Wallet nicht verbunden',
  'Errors.unknownAccount': 'Unbekanntes Konto {account}',
  'Errors.notSupported': '{name} unterstützt {feature} nicht',
  'Errors.noAccount': '{name} hat kein Solana-Konto geliefert',
  'Errors.sessionNoAccount': 'Die WalletConnect-Sitzung hat kein Solana-Konto',
  'Errors.noSignature': 'Die Wallet hat solana_signTransaction ohne Signatur beantwortet',
  'Errors.blockhashExpired': 'Das Netzwerk konnte die Gebühr dieser Transaktion nicht berechnen: ihr Blockhash ist abgelaufen',
  'Errors.transactionFailed': 'Die Transaktion {signature} ist fehlgeschlagen: {reason}',
  'Errors.transactionExpired': 'Die Transaktion {signature} ist abgelaufen, bevor sie bestätigt wurde',
}

export default messages
