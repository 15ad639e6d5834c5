import type { Catalogue } from '../../../kernel/plugin'

// The smart-sessions plugin's messages in th.
const messages: Catalogue = {
  'SessionErrors.unsupported': 'กระเป๋าเงินที่เชื่อมต่อไม่รองรับเซสชันอัจฉริยะ (สิทธิ์ ERC-7715)',
  'SessionErrors.fetch': 'เกิดข้อผิดพลาดในการดึงเซสชันอัจฉริยะ',
  'SessionErrors.revoke': 'เกิดข้อผิดพลาดในการเพิกถอนเซสชันอัจฉริยะ',
  'SessionErrors.addressOrAuthConnectorNotFound': 'ไม่พบที่อยู่หรือตัวเชื่อมต่อการยืนยันตัวตน',
  'SessionErrors.signatureDeclined': 'ปฏิเสธการลงนามแล้ว',
  'SmartSessionCreated.title': 'สร้างเซสชันแล้ว',
  'SmartSessionCreated.body': 'ตอนนี้ {project} ดำเนินการแทนคุณได้ภายในสิทธิ์ที่คุณให้ไว้ จนกว่าเซสชันจะหมดอายุหรือคุณเพิกถอน',
  'SmartSessionCreated.bodyUnnamed': 'ตอนนี้แอปดำเนินการแทนคุณได้ภายในสิทธิ์ที่คุณให้ไว้ จนกว่าเซสชันจะหมดอายุหรือคุณเพิกถอน',
  'SmartSessionCreated.list': 'ดูเซสชัน',
  'SmartSessionList.active': 'ใช้งานอยู่',
  'SmartSessionList.expired': 'หมดอายุ',
  'SmartSessionList.revoked': 'เพิกถอนแล้ว',
  'SmartSessionList.statusLabel': 'สถานะเซสชัน',
  'SmartSessionList.revokedOn': 'เพิกถอนเมื่อ {date}',
  'SmartSessionList.expiredOn': 'หมดอายุเมื่อ {date}',
  'SmartSessionList.expiresOn': 'หมดอายุ {date}',
  'SmartSessionList.tryAgain': 'ลองอีกครั้ง',
  'SmartSessionList.noneActive': 'ไม่มีเซสชันที่ใช้งานอยู่',
  'SmartSessionList.noneExpired': 'ไม่มีเซสชันที่หมดอายุ',
  'SmartSessionList.noneRevoked': 'ไม่มีเซสชันที่เพิกถอน',
  'SmartSessionList.emptyHint': 'เซสชันช่วยให้แอปดำเนินการแทนคุณได้ภายในขอบเขตที่คุณกำหนด',
  'SmartSessionList.revokedSnack': 'เพิกถอนเซสชันแล้ว',
  'SmartSessionList.revokeLabel': 'เพิกถอน {name}',
  'SmartSessionList.revoke': 'เพิกถอน',
  'views.SmartSessionList': 'เซสชันอัจฉริยะ',
  'views.SmartSessionCreated': 'สร้างเซสชันแล้ว',
  'slots.smart-sessions': 'เซสชันอัจฉริยะ',
}

export default messages
