import type { Catalogue } from '../../../kernel/plugin'

// The ton chain plugin's error words in zh-CN.
const messages: Catalogue = {
  'Errors.notInstalled': '未安装 {name}',
  'Errors.connectFailed': 'TON 连接失败',
  'Errors.noAccount': '{name} 回复连接时没有 TON 账户',
  'Errors.notConnected': 'TON 钱包未连接',
  'Errors.invalidAddress': 'TON 地址无效：{address}',
  'Errors.noBoc': 'TON 钱包回复 {method} 时没有 BOC',
  'Errors.wcNoKey': 'WalletConnect 钱包未提供 TON 公钥和 state init，因此无法验证其登录',
  'Errors.noSignedData': 'TON 钱包响应 {method} 时缺少签名、时间戳和域名',
}

export default messages
