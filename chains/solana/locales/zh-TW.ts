import type { Catalogue } from '../../../kernel/plugin'

// The solana chain plugin's error words in zh-TW.
const messages: Catalogue = {
  'Errors.walletNotConnected': '錢包未連線',
  'Errors.unknownAccount': '未知的帳戶 {account}',
  'Errors.notSupported': '{name} 不支援 {feature}',
  'Errors.noAccount': '{name} 未傳回任何 Solana 帳戶',
  'Errors.sessionNoAccount': 'WalletConnect 工作階段中沒有 Solana 帳戶',
  'Errors.noSignature': '錢包回覆 solana_signTransaction 時沒有簽章',
  'Errors.blockhashExpired': '網路無法為此交易計算手續費：其 blockhash 已過期',
  'Errors.transactionFailed': '交易 {signature} 失敗：{reason}',
  'Errors.transactionExpired': '交易 {signature} 在確認前已過期',
}

export default messages
