import type { Catalogue } from '../../../kernel/plugin'

// The siwx plugin's messages in it.
const messages: Catalogue = {
  'SIWXSignMessage.title': '{name} deve connettersi al tuo wallet',
  'SIWXSignMessage.descriptionRequired': 'Firma questo messaggio per dimostrare che il wallet è tuo e procedere. Annullando verrai disconnesso.',
  'SIWXSignMessage.description': 'Firma questo messaggio per dimostrare che il wallet è tuo e procedere.',
  'SIWXSignMessage.cancel': 'Annulla',
  'SIWXSignMessage.sign': 'Firma',
  'SIWXSignMessage.signing': 'Firma in corso…',
  'SIWXSignMessage.dapp': 'Dapp',
  'SIWXSignMessage.wallet': 'Wallet',
  'SignInRow.label': 'Accedi con il wallet',
  'views.SIWXSignMessage': 'Accedi',
}

export default messages
