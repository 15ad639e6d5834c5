import type { Catalogue } from '../../../kernel/plugin'

// The receive plugin's messages in th.
const messages: Catalogue = {
  'WalletReceive.copied': 'คัดลอกที่อยู่แล้ว',
  'WalletReceive.hint': 'คัดลอกที่อยู่ของคุณหรือสแกนคิวอาร์โค้ดนี้',
  'WalletReceive.networks': 'รับสินทรัพย์บนเครือข่ายเหล่านี้เท่านั้น',
  'WalletReceive.copy': 'คัดลอกที่อยู่',
  'WalletReceive.copyLabel': 'คัดลอกที่อยู่ {address}',
  'WalletReceive.qrAlt': 'คิวอาร์โค้ดของที่อยู่ {address}',
  'WalletReceive.noWallet': 'ไม่มีกระเป๋าเงินที่เชื่อมต่อ',
  'WalletReceive.connectToReceive': 'เชื่อมต่อกระเป๋าเงินเพื่อรับสินทรัพย์',
  'views.WalletReceive': 'รับ',
  'actions.receive': 'รับ',
}

export default messages
