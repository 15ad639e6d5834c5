import type { Catalogue } from '../../../kernel/plugin'

// The tron chain plugin's error words in zh-CN.
const messages: Catalogue = {
  'Errors.notInstalled': '未安装 {name}',
  'Errors.notTronAddress': '{name} 返回的地址不是 TRON 地址',
  'Errors.noAccount': '{name} 未提供任何账户',
  'Errors.locked': 'TronLink 已锁定或未提供任何账户',
  'Errors.siteNotConnected': '此网站未连接到 TronLink',
  'Errors.walletNotConnected': '钱包未连接',
  'Errors.sessionNoAccount': 'WalletConnect 会话中没有 TRON 账户',
  'Errors.invalidAddress': '地址无效',
  'Errors.invalidAmount': '金额无效',
  'Errors.nodeRefused': 'TRON 节点拒绝了该交易：{reason}',
  'Errors.differentTransaction': '钱包返回的交易与要求其签名的交易不同',
  'Errors.noSignature': '钱包未返回 TRON 消息签名',
  'Errors.notIncluded': '交易 {hash} 未在 {seconds} 秒内打包',
}

export default messages
