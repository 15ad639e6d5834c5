import type { Catalogue } from '../../../kernel/plugin'

// The solana chain plugin's error words in th.
const messages: Catalogue = {
  'Errors.walletNotConnected': 'ยังไม่ได้เชื่อมต่อวอลเล็ต',
  'Errors.unknownAccount': 'ไม่รู้จักบัญชี {account}',
  'Errors.notSupported': '{name} ไม่รองรับ {feature}',
  'Errors.noAccount': '{name} ไม่ได้ส่งบัญชี Solana กลับมา',
  'Errors.sessionNoAccount': 'เซสชัน WalletConnect ไม่มีบัญชี Solana',
  'Errors.noSignature': 'วอลเล็ตตอบ solana_signTransaction โดยไม่มีลายเซ็น',
  'Errors.blockhashExpired': 'เครือข่ายคำนวณค่าธรรมเนียมของธุรกรรมนี้ไม่ได้: blockhash ของธุรกรรมหมดอายุแล้ว',
  'Errors.transactionFailed': 'ธุรกรรม {signature} ล้มเหลว: {reason}',
  'Errors.transactionExpired': 'ธุรกรรม {signature} หมดอายุก่อนได้รับการยืนยัน',
}

export default messages
