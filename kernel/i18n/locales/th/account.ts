import type { Catalogue } from '../../defineMessages'

// Core messages in th: account (the Account and AccountSettings views).
const messages: Catalogue = {
  'account.networkLabel': 'เครือข่าย: ',
  'account.switchNetwork': 'สลับเครือข่าย',
  'account.unknownNetwork': 'เครือข่ายที่ไม่รู้จัก',
  'account.accountTools': 'เครื่องมือบัญชี',
  'account.accountSettings': 'การตั้งค่าบัญชี',
  'account.copyAddress': 'คัดลอกที่อยู่',
  'account.addressCopied': 'คัดลอกที่อยู่แล้ว',
  'account.blockExplorer': 'Block Explorer',
  'account.tabs': 'บัญชี',
  'account.disconnect': 'ยกเลิกการเชื่อมต่อ',
  'account.alsoConnected': 'เชื่อมต่ออยู่ด้วย',
  'account.switchTo': 'สลับไปยัง {chain}: ',
  'account.walletFeatures': 'ฟีเจอร์กระเป๋าเงิน',
  'account.buy': 'ซื้อ',
  'account.swap': 'สวอป',
  'account.receive': 'รับ',
  'account.send': 'ส่ง',
  'account.tokens': 'โทเค็น',
  'account.nfts': 'NFT',
  'account.activity': 'กิจกรรม',
  'account.noNfts': 'ยังไม่มี NFT',
  'account.noNftsHint': 'NFT ที่คุณเป็นเจ้าของจะแสดงที่นี่',
  'account.noTokens': 'ยังไม่มีโทเค็น',
  'account.noTokensHint': 'โทเค็นที่คุณถือจะแสดงที่นี่',
}

export default messages
