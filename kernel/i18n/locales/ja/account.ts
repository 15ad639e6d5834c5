import type { Catalogue } from '../../defineMessages'

// Core messages in ja: account (the Account and AccountSettings views).
const messages: Catalogue = {
  'account.networkLabel': 'ネットワーク：',
  'account.switchNetwork': 'ネットワークを切り替え',
  'account.unknownNetwork': '不明なネットワーク',
  'account.accountTools': 'アカウントツール',
  'account.accountSettings': 'アカウント設定',
  'account.copyAddress': 'アドレスをコピー',
  'account.addressCopied': 'アドレスをコピーしました',
  'account.blockExplorer': 'ブロックエクスプローラー',
  'account.tabs': 'アカウント',
  'account.disconnect': '切断',
  'account.alsoConnected': '他にも接続中',
  'account.switchTo': '{chain}に切り替え：',
  'account.walletFeatures': 'ウォレット機能',
  'account.buy': '購入',
  'account.swap': 'スワップ',
  'account.receive': '受け取る',
  'account.send': '送る',
  'account.tokens': 'トークン',
  'account.nfts': 'NFT',
  'account.activity': 'アクティビティ',
  'account.noNfts': 'NFT はまだありません',
  'account.noNftsHint': '保有している NFT がここに表示されます',
  'account.noTokens': 'トークンはまだありません',
  'account.noTokensHint': '保有しているトークンがここに表示されます',
}

export default messages
