import type { Catalogue } from '../../../kernel/plugin'

// The solana chain plugin's error words in zh-CN.
const messages: Catalogue = {
  'Errors.walletNotConnected': '钱包未连接',
  'Errors.unknownAccount': '未知账户 {account}',
  'Errors.notSupported': '{name} 不支持 {feature}',
  'Errors.noAccount': '{name} 未返回任何 Solana 账户',
  'Errors.sessionNoAccount': 'WalletConnect 会话中没有 Solana 账户',
  'Errors.noSignature': '钱包回复 solana_signTransaction 时没有签名',
  'Errors.blockhashExpired': '网络无法为此交易计算费用：其 blockhash 已过期',
  'Errors.transactionFailed': '交易 {signature} 失败：{reason}',
  'Errors.transactionExpired': '交易 {signature} 在确认前已过期',
}

export default messages
