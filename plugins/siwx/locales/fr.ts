import type { Catalogue } from '../../../kernel/plugin'

// The siwx plugin's messages in fr.
const messages: Catalogue = {
  'SIWXSignMessage.title': '{name} doit se connecter à votre portefeuille',
  'SIWXSignMessage.descriptionRequired': 'Signez ce message pour prouver que ce portefeuille vous appartient et continuer. Annuler vous déconnectera.',
  'SIWXSignMessage.description': 'Signez ce message pour prouver que ce portefeuille vous appartient et continuer.',
  'SIWXSignMessage.cancel': 'Annuler',
  'SIWXSignMessage.sign': 'Signer',
  'SIWXSignMessage.signing': 'Signature…',
  'SIWXSignMessage.dapp': 'Dapp',
  'SIWXSignMessage.wallet': 'Portefeuille',
  'SignInRow.label': 'Se connecter avec le portefeuille',
  'views.SIWXSignMessage': 'Connexion',
}

export default messages
