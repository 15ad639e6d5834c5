import type { Catalogue } from '../../defineMessages'

// Core messages in zh-TW: account (the Account and AccountSettings views).
const messages: Catalogue = {
  'account.networkLabel': '網路：',
  'account.switchNetwork': '切換網路',
  'account.unknownNetwork': '未知網路',
  'account.accountTools': '帳戶工具',
  'account.accountSettings': '帳戶設定',
  'account.copyAddress': '複製地址',
  'account.addressCopied': '已複製地址',
  'account.blockExplorer': '區塊瀏覽器',
  'account.tabs': '帳戶',
  'account.disconnect': '中斷連線',
  'account.alsoConnected': '同時已連線',
  'account.switchTo': '切換到 {chain}：',
  'account.walletFeatures': '錢包功能',
  'account.buy': '購買',
  'account.swap': '兌換',
  'account.receive': '收款',
  'account.send': '傳送',
  'account.tokens': '代幣',
  'account.nfts': 'NFT',
  'account.activity': '活動',
  'account.noNfts': '尚無 NFT',
  'account.noNftsHint': '你擁有的 NFT 會顯示在這裡',
  'account.noTokens': '尚無代幣',
  'account.noTokensHint': '你持有的代幣會顯示在這裡',
}

export default messages
