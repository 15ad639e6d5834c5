import type { Catalogue } from '../../../kernel/plugin'

// The siwx plugin's messages in th.
const messages: Catalogue = {
  'SIWXSignMessage.title': '{name} ต้องเชื่อมต่อกับกระเป๋าเงินของคุณ',
  'SIWXSignMessage.descriptionRequired': 'ลงนามข้อความนี้เพื่อพิสูจน์ว่าคุณเป็นเจ้าของกระเป๋าเงินนี้และดำเนินการต่อ การยกเลิกจะตัดการเชื่อมต่อของคุณ',
  'SIWXSignMessage.description': 'ลงนามข้อความนี้เพื่อพิสูจน์ว่าคุณเป็นเจ้าของกระเป๋าเงินนี้และดำเนินการต่อ',
  'SIWXSignMessage.cancel': 'ยกเลิก',
  'SIWXSignMessage.sign': 'ลงนาม',
  'SIWXSignMessage.signing': 'กำลังลงนาม…',
  'SIWXSignMessage.dapp': 'แอป',
  'SIWXSignMessage.wallet': 'กระเป๋าเงิน',
  'SignInRow.label': 'ลงชื่อเข้าใช้ด้วยกระเป๋าเงิน',
  'views.SIWXSignMessage': 'ลงชื่อเข้าใช้',
}

export default messages
