import type { Catalogue } from '../../../kernel/plugin'

// The ton chain plugin's error words in zh-TW.
const messages: Catalogue = {
  'Errors.notInstalled': '未安裝 {name}',
  'Errors.connectFailed': 'TON 連線失敗',
  'Errors.noAccount': '{name} 回覆連線時沒有 TON 帳戶',
  'Errors.notConnected': 'TON 錢包未連線',
  'Errors.invalidAddress': 'TON 地址無效：{address}',
  'Errors.noBoc': 'TON 錢包回覆 sendTransaction 時沒有 BOC',
}

export default messages
