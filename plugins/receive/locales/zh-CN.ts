import type { Catalogue } from '../../../kernel/plugin'

// The receive plugin's messages in zh-CN.
const messages: Catalogue = {
  'WalletReceive.copied': '地址已复制',
  'WalletReceive.hint': '复制你的地址或扫描此二维码',
  'WalletReceive.networks': '仅在这些网络上接收资产',
  'WalletReceive.copy': '复制地址',
  'WalletReceive.copyLabel': '复制地址 {address}',
  'WalletReceive.qrAlt': '地址 {address} 的二维码',
  'WalletReceive.noWallet': '未连接钱包',
  'WalletReceive.connectToReceive': '连接钱包以接收资产',
  'views.WalletReceive': '接收',
  'actions.receive': '接收',
}

export default messages
