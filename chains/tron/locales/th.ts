import type { Catalogue } from '../../../kernel/plugin'

// The tron chain plugin's error words in th.
const messages: Catalogue = {
  'Errors.notInstalled': 'ยังไม่ได้ติดตั้ง {name}',
  'Errors.notTronAddress': '{name} ส่งที่อยู่ที่ไม่ใช่ที่อยู่ TRON กลับมา',
  'Errors.noAccount': '{name} ไม่ได้ให้บัญชีใดเลย',
  'Errors.locked': 'TronLink ถูกล็อกหรือไม่ได้ให้บัญชีใดเลย',
  'Errors.siteNotConnected': 'เว็บไซต์นี้ไม่ได้เชื่อมต่อกับ TronLink',
  'Errors.walletNotConnected': 'ยังไม่ได้เชื่อมต่อวอลเล็ต',
  'Errors.sessionNoAccount': 'เซสชัน WalletConnect ไม่มีบัญชี TRON',
  'Errors.invalidAddress': 'ที่อยู่ไม่ถูกต้อง',
  'Errors.invalidAmount': 'จำนวนไม่ถูกต้อง',
  'Errors.nodeRefused': 'โหนด TRON ปฏิเสธธุรกรรม: {reason}',
  'Errors.differentTransaction': 'วอลเล็ตส่งธุรกรรมที่ต่างจากที่ขอให้ลงนามกลับมา',
  'Errors.noSignature': 'วอลเล็ตไม่ได้ส่งลายเซ็นข้อความ TRON กลับมา',
  'Errors.notIncluded': 'ธุรกรรม {hash} ไม่ได้ถูกบรรจุลงบล็อกภายใน {seconds} วินาที',
}

export default messages
