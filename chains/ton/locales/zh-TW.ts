import type { Catalogue } from '../../../kernel/plugin'

// The ton chain plugin's error words in zh-TW.
const messages: Catalogue = {
  'Errors.notInstalled': '未安裝 {name}',
  'Errors.connectFailed': 'TON 連線失敗',
  'Errors.noAccount': '{name} 回覆連線時沒有 TON 帳戶',
  'Errors.notConnected': 'TON 錢包未連線',
  'Errors.invalidAddress': 'TON 地址無效：{address}',
  'Errors.noBoc': 'TON 錢包回覆 {method} 時沒有 BOC',
  'Errors.wcNoKey': 'WalletConnect 錢包未提供 TON 公鑰與 state init，因此無法驗證其登入',
  'Errors.noSignedData': 'TON 錢包回應 {method} 時缺少簽章、時間戳記與網域',
}

export default messages
