import type { Catalogue } from '../../../kernel/plugin'

// The siwx plugin's messages in ja.
const messages: Catalogue = {
  'SIWXSignMessage.title': '{name} がウォレットへの接続を求めています',
  'SIWXSignMessage.descriptionRequired': 'このウォレットの所有者であることを証明して続けるには、このメッセージに署名してください。キャンセルすると接続が解除されます。',
  'SIWXSignMessage.description': 'このウォレットの所有者であることを証明して続けるには、このメッセージに署名してください。',
  'SIWXSignMessage.cancel': 'キャンセル',
  'SIWXSignMessage.sign': '署名',
  'SIWXSignMessage.signing': '署名中…',
  'SIWXSignMessage.dapp': 'Dapp',
  'SIWXSignMessage.wallet': 'ウォレット',
  'SignInRow.label': 'ウォレットでサインイン',
  'views.SIWXSignMessage': 'サインイン',
}

export default messages
