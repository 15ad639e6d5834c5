import type { Catalogue } from '../../../kernel/plugin'

// The siwx plugin's messages in he.
const messages: Catalogue = {
  'SIWXSignMessage.title': '{name} צריך להתחבר לארנק שלך',
  'SIWXSignMessage.descriptionRequired': 'יש לחתום על ההודעה הזו כדי להוכיח שהארנק שייך לך ולהמשיך. ביטול ינתק אותך.',
  'SIWXSignMessage.description': 'יש לחתום על ההודעה הזו כדי להוכיח שהארנק שייך לך ולהמשיך.',
  'SIWXSignMessage.cancel': 'ביטול',
  'SIWXSignMessage.sign': 'חתימה',
  'SIWXSignMessage.signing': 'חותם…',
  'SIWXSignMessage.dapp': 'האפליקציה',
  'SIWXSignMessage.wallet': 'ארנק',
  'SignInRow.label': 'התחברות עם ארנק',
  'views.SIWXSignMessage': 'התחברות',
}

export default messages
