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
  'ProfileWallets.tabs': 'กระเป๋าเงินตามเชน',
  'ProfileWallets.chainEip155': 'EVM',
  'ProfileWallets.chainSolana': 'Solana',
  'ProfileWallets.chainBip122': 'บิตคอยน์',
  'ProfileWallets.chainTon': 'TON',
  'ProfileWallets.chainTron': 'TRON',
  'ProfileWallets.chainCosmos': 'Cosmos',
  'ProfileWallets.emptyTitle': 'ไม่มีกระเป๋าเงินที่เชื่อมต่อ',
  'ProfileWallets.emptyDescription': 'เพิ่มกระเป๋าเงิน {chain} ใบแรกของคุณ',
  'ProfileWallets.emptyAction': 'เพิ่มกระเป๋าเงิน {chain}',
  'ProfileWallets.emptyDescriptionAny': 'เพิ่มกระเป๋าเงินใบแรกของคุณ',
  'ProfileWallets.emptyActionAny': 'เพิ่มกระเป๋าเงิน',
  'views.ProfileWallets': 'กระเป๋าเงิน',
  'snacks.walletAdded': 'เพิ่มวอลเล็ตใหม่แล้ว',
  'slots.wallets': 'วอลเล็ตที่เชื่อมต่อ',
}

export default messages
