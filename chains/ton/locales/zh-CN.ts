import type { Catalogue } from '../../../kernel/plugin'

// The ton chain plugin's error words in zh-CN.
const messages: Catalogue = {
  'Errors.notInstalled': '未安装 {name}',
  'Errors.connectFailed': 'TON 连接失败',
  'Errors.noAccount': '{name} 回复连接时没有 TON 账户',
  'Errors.notConnected': 'TON 钱包未连接',
  'Errors.invalidAddress': 'TON 地址无效：{address}',
  'Errors.noBoc': 'TON 钱包回复 sendTransaction 时没有 BOC',
}

export default messages
