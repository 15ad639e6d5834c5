import type { Catalogue } from '../../../kernel/plugin'

// The smart-sessions plugin's messages in ko.
const messages: Catalogue = {
  'SessionErrors.unsupported': '연결된 지갑은 스마트 세션(ERC-7715 권한)을 지원하지 않습니다',
  'SessionErrors.fetch': '스마트 세션을 불러오는 중 오류가 발생했습니다',
  'SessionErrors.revoke': '스마트 세션을 취소하는 중 오류가 발생했습니다',
  'SessionErrors.addressOrAuthConnectorNotFound': '주소 또는 인증 커넥터를 찾을 수 없습니다',
  'SessionErrors.signatureDeclined': '서명이 거부되었습니다',
  'SmartSessionCreated.title': '세션이 생성되었습니다',
  'SmartSessionCreated.body': '이제 {project}이(가) 세션이 만료되거나 취소할 때까지 허용한 권한 내에서 대신 작업할 수 있습니다.',
  'SmartSessionCreated.bodyUnnamed': '이제 앱이 세션이 만료되거나 취소할 때까지 허용한 권한 내에서 대신 작업할 수 있습니다.',
  'SmartSessionCreated.list': '세션 보기',
  'SmartSessionList.active': '활성',
  'SmartSessionList.expired': '만료됨',
  'SmartSessionList.revoked': '취소됨',
  'SmartSessionList.statusLabel': '세션 상태',
  'SmartSessionList.revokedOn': '{date}에 취소됨',
  'SmartSessionList.expiredOn': '{date}에 만료됨',
  'SmartSessionList.expiresOn': '{date}에 만료',
  'SmartSessionList.tryAgain': '다시 시도',
  'SmartSessionList.noneActive': '활성 세션이 없습니다',
  'SmartSessionList.noneExpired': '만료된 세션이 없습니다',
  'SmartSessionList.noneRevoked': '취소된 세션이 없습니다',
  'SmartSessionList.emptyHint': '세션을 사용하면 앱이 허용한 한도 내에서 대신 작업할 수 있습니다',
  'SmartSessionList.revokedSnack': '세션이 취소되었습니다',
  'SmartSessionList.revokeLabel': '{name} 취소',
  'SmartSessionList.revoke': '취소',
  'views.SmartSessionList': '스마트 세션',
  'views.SmartSessionCreated': '세션이 생성되었습니다',
  'slots.smart-sessions': '스마트 세션',
}

export default messages
