import type { Catalogue } from '../../../kernel/plugin'

// The multi-wallet plugin's messages in th.
const messages: Catalogue = {
  'ConnectionRow.switch': 'สลับ',
  'ConnectionRow.connect': 'เชื่อมต่อ',
  'ConnectionRow.forget': 'ลืม {name}',
  'ConnectionRow.disconnect': 'ยกเลิกการเชื่อมต่อ {name}',
  'ProfileWallets.connected': '{count, plural, other {เชื่อมต่อกระเป๋าเงินแล้ว # รายการ}}',
  'ProfileWallets.disconnectAll': 'ยกเลิกการเชื่อมต่อทั้งหมด',
  'ProfileWallets.others': 'กระเป๋าเงินอื่นที่เชื่อมต่ออยู่',
  'ProfileWallets.recent': 'เชื่อมต่อล่าสุด',
  'ProfileWallets.add': 'เพิ่มกระเป๋าเงิน',
  'views.ProfileWallets': 'กระเป๋าเงิน',
  'snacks.walletAdded': 'เพิ่มวอลเล็ตใหม่แล้ว',
  'slots.wallets': 'วอลเล็ตที่เชื่อมต่อ',
}

export default messages
