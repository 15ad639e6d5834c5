import type { Catalogue } from '../../defineMessages'

// Core messages in zh-CN: account (the Account and AccountSettings views).
const messages: Catalogue = {
  'account.networkLabel': '网络：',
  'account.switchNetwork': '切换网络',
  'account.unknownNetwork': '未知网络',
  'account.accountTools': '账户工具',
  'account.accountSettings': '账户设置',
  'account.copyAddress': '复制地址',
  'account.addressCopied': '地址已复制',
  'account.blockExplorer': '区块浏览器',
  'account.tabs': '账户',
  'account.disconnect': '断开连接',
  'account.alsoConnected': '同时已连接',
  'account.switchTo': '切换到 {chain}：',
  'account.walletFeatures': '钱包功能',
  'account.buy': '购买',
  'account.swap': '兑换',
  'account.receive': '收款',
  'account.send': '发送',
  'account.tokens': '代币',
  'account.nfts': 'NFT',
  'account.activity': '活动',
  'account.noNfts': '暂无 NFT',
  'account.noNftsHint': '你拥有的 NFT 将显示在这里',
  'account.noTokens': '暂无代币',
  'account.noTokensHint': '你持有的代币将显示在这里',
}

export default messages
