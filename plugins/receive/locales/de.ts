import type { Catalogue } from '../../../kernel/plugin'

// The receive plugin's messages in de.
const messages: Catalogue = {
  'WalletReceive.copied': 'Adresse kopiert',
  'WalletReceive.hint': 'Kopiere deine Adresse oder scanne diesen QR-Code',
  'WalletReceive.networks': 'Empfange Assets nur in diesen Netzwerken',
  'WalletReceive.copy': 'Adresse kopieren',
  'WalletReceive.copyLabel': 'Adresse {address} kopieren',
  'WalletReceive.qrAlt': 'QR-Code der Adresse {address}',
  'WalletReceive.noWallet': 'Keine Wallet verbunden',
  'WalletReceive.connectToReceive': 'Verbinde eine Wallet, um Assets zu empfangen',
  'views.WalletReceive': 'Empfangen',
  // A soft hyphen: the action's tile on a phone is narrower than the word, so it breaks as "Emp-fangen".
  'actions.receive': 'Emp\u00ADfangen',
}

export default messages
