import type { Catalogue } from '../../../kernel/plugin'

// The multi-wallet plugin's messages in zh-TW.
const messages: Catalogue = {
  'ConnectionRow.switch': '切換',
  'ConnectionRow.connect': '連接',
  'ConnectionRow.forget': '移除 {name}',
  'ConnectionRow.disconnect': '中斷 {name}',
  'ProfileWallets.connected': '{count, plural, other {已連接 # 個錢包}}',
  'ProfileWallets.disconnectAll': '全部中斷連線',
  'ProfileWallets.others': '其他已連接的錢包',
  'ProfileWallets.recent': '最近連接',
  'ProfileWallets.add': '新增錢包',
  'ProfileWallets.tabs': '依鏈檢視錢包',
  'ProfileWallets.chainEip155': 'EVM',
  'ProfileWallets.chainSolana': 'Solana',
  'ProfileWallets.chainBip122': '比特幣',
  'ProfileWallets.chainTon': 'TON',
  'ProfileWallets.chainTron': 'TRON',
  'ProfileWallets.chainCosmos': 'Cosmos',
  'ProfileWallets.emptyTitle': '未連接錢包',
  'ProfileWallets.emptyDescription': '新增你的第一個 {chain} 錢包',
  'ProfileWallets.emptyAction': '新增 {chain} 錢包',
  'ProfileWallets.emptyDescriptionAny': '新增你的第一個錢包',
  'ProfileWallets.emptyActionAny': '新增錢包',
  'views.ProfileWallets': '錢包',
  'snacks.walletAdded': '已新增錢包',
  'slots.wallets': '已連接的錢包',
}

export default messages
