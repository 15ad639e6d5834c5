import type { Catalogue } from '../../../kernel/plugin'

// The smart-sessions plugin's messages in he.
const messages: Catalogue = {
  'SessionErrors.unsupported': 'הארנק המחובר אינו תומך בסשנים חכמים (הרשאות ERC-7715)',
  'SessionErrors.fetch': 'שגיאה בטעינת הסשנים החכמים',
  'SessionErrors.revoke': 'שגיאה בביטול הסשן החכם',
  'SessionErrors.addressOrAuthConnectorNotFound': 'הכתובת או מחבר האימות לא נמצאו',
  'SessionErrors.signatureDeclined': 'החתימה נדחתה',
  'SmartSessionCreated.title': 'הסשן נוצר',
  'SmartSessionCreated.body': '{project} יכול עכשיו לפעול בשמך במסגרת ההרשאות שנתת, עד שהסשן יפוג או שתבטל אותו.',
  'SmartSessionCreated.bodyUnnamed': 'האפליקציה יכולה עכשיו לפעול בשמך במסגרת ההרשאות שנתת, עד שהסשן יפוג או שתבטל אותו.',
  'SmartSessionCreated.list': 'הצגת הסשנים',
  'SmartSessionList.active': 'פעילים',
  'SmartSessionList.expired': 'שפג תוקפם',
  'SmartSessionList.revoked': 'שבוטלו',
  'SmartSessionList.statusLabel': 'סטטוס הסשן',
  'SmartSessionList.revokedOn': 'בוטל ב-{date}',
  'SmartSessionList.expiredOn': 'פג ב-{date}',
  'SmartSessionList.expiresOn': 'יפוג ב-{date}',
  'SmartSessionList.tryAgain': 'נסה שוב',
  'SmartSessionList.noneActive': 'אין סשנים פעילים',
  'SmartSessionList.noneExpired': 'אין סשנים שפג תוקפם',
  'SmartSessionList.noneRevoked': 'אין סשנים שבוטלו',
  'SmartSessionList.emptyHint': 'סשנים מאפשרים לאפליקציה לפעול בשמך במגבלות שאתה קובע',
  'SmartSessionList.revokedSnack': 'הסשן בוטל',
  'SmartSessionList.revokeLabel': 'בטל את {name}',
  'SmartSessionList.revoke': 'ביטול',
  'views.SmartSessionList': 'סשנים חכמים',
  'views.SmartSessionCreated': 'הסשן נוצר',
  'slots.smart-sessions': 'סשנים חכמים',
}

export default messages
