import type { Catalogue } from '../../../kernel/plugin'

// The siwx plugin's messages in ko.
const messages: Catalogue = {
  'SIWXSignMessage.title': '{name}에서 지갑 연결이 필요합니다',
  'SIWXSignMessage.descriptionRequired': '이 지갑의 소유자임을 증명하고 계속하려면 이 메시지에 서명하세요. 취소하면 연결이 해제됩니다.',
  'SIWXSignMessage.description': '이 지갑의 소유자임을 증명하고 계속하려면 이 메시지에 서명하세요.',
  'SIWXSignMessage.cancel': '취소',
  'SIWXSignMessage.sign': '서명',
  'SIWXSignMessage.signing': '서명 중…',
  'SIWXSignMessage.dapp': 'Dapp',
  'SIWXSignMessage.wallet': '지갑',
  'SignInRow.label': '지갑으로 로그인',
  'views.SIWXSignMessage': '로그인',
}

export default messages
