import type { Catalogue } from '../../../kernel/plugin'

// The siwx plugin's messages in de.
const messages: Catalogue = {
  'SIWXSignMessage.title': '{name} möchte sich mit deiner Wallet verbinden',
  'SIWXSignMessage.descriptionRequired': 'Signiere diese Nachricht, um zu beweisen, dass dir diese Wallet gehört, und fortzufahren. Wenn du abbrichst, wirst du getrennt.',
  'SIWXSignMessage.description': 'Signiere diese Nachricht, um zu beweisen, dass dir diese Wallet gehört, und fortzufahren.',
  'SIWXSignMessage.cancel': 'Abbrechen',
  'SIWXSignMessage.sign': 'Signieren',
  'SIWXSignMessage.signing': 'Wird signiert…',
  'SIWXSignMessage.dapp': 'Dapp',
  'SIWXSignMessage.wallet': 'Wallet',
  'SignInRow.label': 'Mit Wallet anmelden',
  'views.SIWXSignMessage': 'Anmelden',
}

export default messages
