import type { Catalogue } from '../../../kernel/plugin'

// The smart-sessions plugin's messages in zh-CN.
const messages: Catalogue = {
  'SessionErrors.unsupported': '已连接的钱包不支持智能会话（ERC-7715 权限）',
  'SessionErrors.fetch': '获取智能会话时出错',
  'SessionErrors.revoke': '撤销智能会话时出错',
  'SessionErrors.addressOrAuthConnectorNotFound': '未找到地址或身份验证连接器',
  'SessionErrors.signatureDeclined': '签名已被拒绝',
  'SmartSessionCreated.title': '会话已创建',
  'SmartSessionCreated.body': '在会话过期或你撤销之前，{project} 现在可以在你授予的权限范围内代你操作。',
  'SmartSessionCreated.bodyUnnamed': '在会话过期或你撤销之前，该应用现在可以在你授予的权限范围内代你操作。',
  'SmartSessionCreated.list': '查看会话',
  'SmartSessionList.active': '有效',
  'SmartSessionList.expired': '已过期',
  'SmartSessionList.revoked': '已撤销',
  'SmartSessionList.statusLabel': '会话状态',
  'SmartSessionList.revokedOn': '撤销于 {date}',
  'SmartSessionList.expiredOn': '过期于 {date}',
  'SmartSessionList.expiresOn': '{date} 过期',
  'SmartSessionList.tryAgain': '重试',
  'SmartSessionList.noneActive': '没有有效的会话',
  'SmartSessionList.noneExpired': '没有已过期的会话',
  'SmartSessionList.noneRevoked': '没有已撤销的会话',
  'SmartSessionList.emptyHint': '会话让应用可以在你授予的限度内代你操作',
  'SmartSessionList.revokedSnack': '会话已撤销',
  'SmartSessionList.revokeLabel': '撤销 {name}',
  'SmartSessionList.revoke': '撤销',
  'views.SmartSessionList': '智能会话',
  'views.SmartSessionCreated': '会话已创建',
  'slots.smart-sessions': '智能会话',
}

export default messages
