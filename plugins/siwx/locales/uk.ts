import type { Catalogue } from '../../../kernel/plugin'

// The siwx plugin's messages in uk.
const messages: Catalogue = {
  'SIWXSignMessage.title': '{name} потрібно підключитися до вашого гаманця',
  'SIWXSignMessage.descriptionRequired': 'Підпишіть це повідомлення, щоб підтвердити, що гаманець належить вам, і продовжити. У разі скасування вас буде відключено.',
  'SIWXSignMessage.description': 'Підпишіть це повідомлення, щоб підтвердити, що гаманець належить вам, і продовжити.',
  'SIWXSignMessage.cancel': 'Скасувати',
  'SIWXSignMessage.sign': 'Підписати',
  'SIWXSignMessage.signing': 'Підписуємо…',
  'SIWXSignMessage.dapp': 'Dapp',
  'SIWXSignMessage.wallet': 'Гаманець',
  'SignInRow.label': 'Увійти з гаманцем',
  'views.SIWXSignMessage': 'Вхід',
}

export default messages
