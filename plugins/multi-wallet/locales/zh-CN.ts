import type { Catalogue } from '../../../kernel/plugin'

// The multi-wallet plugin's messages in zh-CN.
const messages: Catalogue = {
  'ConnectionRow.switch': '切换',
  'ConnectionRow.connect': '连接',
  'ConnectionRow.forget': '移除 {name}',
  'ConnectionRow.disconnect': '断开 {name}',
  'ProfileWallets.connected': '{count, plural, other {已连接 # 个钱包}}',
  'ProfileWallets.disconnectAll': '全部断开',
  'ProfileWallets.others': '其他已连接的钱包',
  'ProfileWallets.recent': '最近连接',
  'ProfileWallets.add': '添加钱包',
  'ProfileWallets.tabs': '按链查看钱包',
  'ProfileWallets.chainEip155': 'EVM',
  'ProfileWallets.chainSolana': 'Solana',
  'ProfileWallets.chainBip122': '比特币',
  'ProfileWallets.chainTon': 'TON',
  'ProfileWallets.chainTron': 'TRON',
  'ProfileWallets.chainCosmos': 'Cosmos',
  'ProfileWallets.emptyTitle': '未连接钱包',
  'ProfileWallets.emptyDescription': '添加你的第一个 {chain} 钱包',
  'ProfileWallets.emptyAction': '添加 {chain} 钱包',
  'ProfileWallets.emptyDescriptionAny': '添加你的第一个钱包',
  'ProfileWallets.emptyActionAny': '添加钱包',
  'views.ProfileWallets': '钱包',
  'snacks.walletAdded': '已添加新钱包',
  'slots.wallets': '已连接的钱包',
}

export default messages
