import type { Catalogue } from '../../../kernel/plugin'

// The smart-sessions plugin's messages in ja.
const messages: Catalogue = {
  'SessionErrors.unsupported': '接続中のウォレットはスマートセッション（ERC-7715 の権限）に対応していません',
  'SessionErrors.fetch': 'スマートセッションの取得中にエラーが発生しました',
  'SessionErrors.revoke': 'スマートセッションの取り消し中にエラーが発生しました',
  'SessionErrors.addressOrAuthConnectorNotFound': 'アドレスまたは認証コネクタが見つかりません',
  'SessionErrors.signatureDeclined': '署名が拒否されました',
  'SmartSessionCreated.title': 'セッションを作成しました',
  'SmartSessionCreated.body': '{project} は、セッションの期限が切れるか取り消すまで、許可した範囲内であなたの代わりに操作できます。',
  'SmartSessionCreated.bodyUnnamed': 'アプリは、セッションの期限が切れるか取り消すまで、許可した範囲内であなたの代わりに操作できます。',
  'SmartSessionCreated.list': 'セッションを見る',
  'SmartSessionList.active': '有効',
  'SmartSessionList.expired': '期限切れ',
  'SmartSessionList.revoked': '取り消し済み',
  'SmartSessionList.statusLabel': 'セッションの状態',
  'SmartSessionList.revokedOn': '{date} に取り消し',
  'SmartSessionList.expiredOn': '{date} に期限切れ',
  'SmartSessionList.expiresOn': '{date} に期限切れ予定',
  'SmartSessionList.tryAgain': '再試行',
  'SmartSessionList.noneActive': '有効なセッションはありません',
  'SmartSessionList.noneExpired': '期限切れのセッションはありません',
  'SmartSessionList.noneRevoked': '取り消したセッションはありません',
  'SmartSessionList.emptyHint': 'セッションを使うと、アプリが許可した範囲内であなたの代わりに操作できます',
  'SmartSessionList.revokedSnack': 'セッションを取り消しました',
  'SmartSessionList.revokeLabel': '{name} を取り消す',
  'SmartSessionList.revoke': '取り消す',
  'views.SmartSessionList': 'スマートセッション',
  'views.SmartSessionCreated': 'セッションを作成しました',
  'slots.smart-sessions': 'スマートセッション',
}

export default messages
