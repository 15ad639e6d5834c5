import type { Catalogue } from '../../../kernel/plugin'

// The smart-sessions plugin's messages in zh-TW.
const messages: Catalogue = {
  'SessionErrors.unsupported': '已連接的錢包不支援智慧工作階段（ERC-7715 權限）',
  'SessionErrors.fetch': '取得智慧工作階段時發生錯誤',
  'SessionErrors.revoke': '撤銷智慧工作階段時發生錯誤',
  'SessionErrors.addressOrAuthConnectorNotFound': '找不到地址或驗證連接器',
  'SessionErrors.signatureDeclined': '簽署已被拒絕',
  'SmartSessionCreated.title': '已建立工作階段',
  'SmartSessionCreated.body': '在工作階段到期或你撤銷之前，{project} 現在可以在你授予的權限範圍內代你操作。',
  'SmartSessionCreated.bodyUnnamed': '在工作階段到期或你撤銷之前，此應用程式現在可以在你授予的權限範圍內代你操作。',
  'SmartSessionCreated.list': '查看工作階段',
  'SmartSessionList.active': '有效',
  'SmartSessionList.expired': '已到期',
  'SmartSessionList.revoked': '已撤銷',
  'SmartSessionList.statusLabel': '工作階段狀態',
  'SmartSessionList.revokedOn': '撤銷於 {date}',
  'SmartSessionList.expiredOn': '到期於 {date}',
  'SmartSessionList.expiresOn': '{date} 到期',
  'SmartSessionList.tryAgain': '重試',
  'SmartSessionList.noneActive': '沒有有效的工作階段',
  'SmartSessionList.noneExpired': '沒有已到期的工作階段',
  'SmartSessionList.noneRevoked': '沒有已撤銷的工作階段',
  'SmartSessionList.emptyHint': '工作階段讓應用程式能在你授予的限度內代你操作',
  'SmartSessionList.revokedSnack': '工作階段已撤銷',
  'SmartSessionList.revokeLabel': '撤銷 {name}',
  'SmartSessionList.revoke': '撤銷',
  'views.SmartSessionList': '智慧工作階段',
  'views.SmartSessionCreated': '已建立工作階段',
  'slots.smart-sessions': '智慧工作階段',
}

export default messages
