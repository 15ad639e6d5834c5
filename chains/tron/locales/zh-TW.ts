import type { Catalogue } from '../../../kernel/plugin'

// The tron chain plugin's error words in zh-TW.
const messages: Catalogue = {
  'Errors.notInstalled': '未安裝 {name}',
  'Errors.notTronAddress': '{name} 傳回的地址不是 TRON 地址',
  'Errors.noAccount': '{name} 未提供任何帳戶',
  'Errors.locked': 'TronLink 已鎖定或未提供任何帳戶',
  'Errors.siteNotConnected': '此網站未連線到 TronLink',
  'Errors.walletNotConnected': '錢包未連線',
  'Errors.sessionNoAccount': 'WalletConnect 工作階段中沒有 TRON 帳戶',
  'Errors.invalidAddress': '地址無效',
  'Errors.invalidAmount': '金額無效',
  'Errors.nodeRefused': 'TRON 節點拒絕了此交易：{reason}',
  'Errors.differentTransaction': '錢包傳回的交易與要求其簽署的交易不同',
  'Errors.noSignature': '錢包未傳回 TRON 訊息簽章',
  'Errors.notIncluded': '交易 {hash} 未在 {seconds} 秒內納入區塊',
}

export default messages
