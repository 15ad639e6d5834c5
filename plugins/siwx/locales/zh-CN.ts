import type { Catalogue } from '../../../kernel/plugin'

// The siwx plugin's messages in zh-CN.
const messages: Catalogue = {
  'SIWXSignMessage.title': '{name} 需要连接到你的钱包',
  'SIWXSignMessage.descriptionRequired': '请签署此消息以证明你拥有此钱包并继续。取消将断开连接。',
  'SIWXSignMessage.description': '请签署此消息以证明你拥有此钱包并继续。',
  'SIWXSignMessage.cancel': '取消',
  'SIWXSignMessage.sign': '签名',
  'SIWXSignMessage.signing': '正在签名…',
  'SIWXSignMessage.dapp': 'Dapp',
  'SIWXSignMessage.wallet': '钱包',
  'SignInRow.label': '使用钱包登录',
  'views.SIWXSignMessage': '登录',
}

export default messages
