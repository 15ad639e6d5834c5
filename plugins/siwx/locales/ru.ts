import type { Catalogue } from '../../../kernel/plugin'

// The siwx plugin's messages in ru.
const messages: Catalogue = {
  'SIWXSignMessage.title': '{name} нужно подключиться к вашему кошельку',
  'SIWXSignMessage.descriptionRequired': 'Подпишите это сообщение, чтобы подтвердить, что кошелёк принадлежит вам, и продолжить. При отмене вы будете отключены.',
  'SIWXSignMessage.description': 'Подпишите это сообщение, чтобы подтвердить, что кошелёк принадлежит вам, и продолжить.',
  'SIWXSignMessage.cancel': 'Отмена',
  'SIWXSignMessage.sign': 'Подписать',
  'SIWXSignMessage.signing': 'Подписываем…',
  'SIWXSignMessage.dapp': 'Dapp',
  'SIWXSignMessage.wallet': 'Кошелёк',
  'SignInRow.label': 'Войти с кошельком',
  'views.SIWXSignMessage': 'Вход',
}

export default messages
