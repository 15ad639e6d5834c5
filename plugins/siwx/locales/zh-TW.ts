import type { Catalogue } from '../../../kernel/plugin'

// The siwx plugin's messages in zh-TW.
const messages: Catalogue = {
  'SIWXSignMessage.title': '{name} 需要連結你的錢包',
  'SIWXSignMessage.descriptionRequired': '請簽署此訊息以證明你擁有此錢包並繼續。取消將中斷連線。',
  'SIWXSignMessage.description': '請簽署此訊息以證明你擁有此錢包並繼續。',
  'SIWXSignMessage.cancel': '取消',
  'SIWXSignMessage.sign': '簽署',
  'SIWXSignMessage.signing': '正在簽署…',
  'SIWXSignMessage.dapp': 'Dapp',
  'SIWXSignMessage.wallet': '錢包',
  'SignInRow.label': '使用錢包登入',
  'views.SIWXSignMessage': '登入',
}

export default messages
