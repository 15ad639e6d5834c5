import type { Catalogue } from '../../../kernel/plugin'

// The eip155 chain plugin's error words in th.
const messages: Catalogue = {
  'Errors.chainNotSupported': 'ไม่รองรับเครือข่ายนี้',
  'Errors.noAccounts': '{name} ไม่ได้ส่งบัญชีใดกลับมา',
  'Errors.notAvailable': '{name} ไม่พร้อมใช้งาน',
  'Errors.notAtomic': 'วอลเล็ตไม่สามารถส่งคำสั่งเหล่านี้พร้อมกันแบบอะตอมมิกได้',
  'Errors.capabilitiesUnsupported': 'วอลเล็ตไม่รองรับความสามารถที่คำสั่งเหล่านี้ต้องใช้',
  'Errors.notIncluded': 'ธุรกรรม {hash} ไม่ได้ถูกบรรจุลงบล็อกทันเวลา',
}

export default messages
