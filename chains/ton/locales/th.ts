import type { Catalogue } from '../../../kernel/plugin'

// The ton chain plugin's error words in th.
const messages: Catalogue = {
  'Errors.notInstalled': 'ยังไม่ได้ติดตั้ง {name}',
  'Errors.connectFailed': 'เชื่อมต่อ TON ไม่สำเร็จ',
  'Errors.noAccount': '{name} ตอบการเชื่อมต่อโดยไม่มีบัญชี TON',
  'Errors.notConnected': 'ยังไม่ได้เชื่อมต่อวอลเล็ต TON',
  'Errors.invalidAddress': 'ที่อยู่ TON ไม่ถูกต้อง: {address}',
  'Errors.noBoc': 'วอลเล็ต TON ตอบ {method} โดยไม่มี BOC',
  'Errors.wcNoKey': 'วอลเล็ต WalletConnect ไม่ได้ให้คีย์สาธารณะ TON และ state init จึงไม่สามารถยืนยันการลงชื่อเข้าใช้ได้',
  'Errors.noSignedData': 'วอลเล็ต TON ตอบ {method} โดยไม่มีลายเซ็น เวลาประทับ และโดเมน',
}

export default messages
