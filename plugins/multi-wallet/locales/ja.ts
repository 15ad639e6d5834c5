import type { Catalogue } from '../../../kernel/plugin'

// The multi-wallet plugin's messages in ja.
const messages: Catalogue = {
  'ConnectionRow.switch': '切り替え',
  'ConnectionRow.connect': '接続',
  'ConnectionRow.forget': '{name} を削除',
  'ConnectionRow.disconnect': '{name} を切断',
  'ProfileWallets.connected': '{count, plural, other {# 個のウォレットが接続中}}',
  'ProfileWallets.disconnectAll': 'すべて切断',
  'ProfileWallets.others': '接続中のほかのウォレット',
  'ProfileWallets.recent': '最近接続したウォレット',
  'ProfileWallets.add': 'ウォレットを追加',
  'ProfileWallets.tabs': 'チェーン別のウォレット',
  'ProfileWallets.chainEip155': 'EVM',
  'ProfileWallets.chainSolana': 'Solana',
  'ProfileWallets.chainBip122': 'ビットコイン',
  'ProfileWallets.chainTon': 'TON',
  'ProfileWallets.chainTron': 'TRON',
  'ProfileWallets.chainCosmos': 'Cosmos',
  'ProfileWallets.emptyTitle': '接続中のウォレットはありません',
  'ProfileWallets.emptyDescription': '最初の {chain} ウォレットを追加しましょう',
  'ProfileWallets.emptyAction': '{chain} ウォレットを追加',
  'ProfileWallets.emptyDescriptionAny': '最初のウォレットを追加しましょう',
  'ProfileWallets.emptyActionAny': 'ウォレットを追加',
  'views.ProfileWallets': 'ウォレット',
  'snacks.walletAdded': '新しいウォレットを追加しました',
  'slots.wallets': '接続中のウォレット',
}

export default messages
