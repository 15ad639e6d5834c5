import type { Catalogue } from '../../../kernel/plugin'

// The solana chain plugin's error words in ja.
const messages: Catalogue = {
  'Errors.walletNotConnected': 'ウォレットが接続されていません',
  'Errors.unknownAccount': '不明なアカウント {account}',
  'Errors.notSupported': '{name} は {feature} に対応していません',
  'Errors.noAccount': '{name} から Solana アカウントが返されませんでした',
  'Errors.sessionNoAccount': 'WalletConnect のセッションに Solana アカウントがありません',
  'Errors.noSignature': 'ウォレットが署名なしで solana_signTransaction に応答しました',
  'Errors.blockhashExpired': 'このトランザクションの手数料を算出できませんでした：blockhash の有効期限が切れています',
  'Errors.transactionFailed': 'トランザクション {signature} が失敗しました：{reason}',
  'Errors.transactionExpired': 'トランザクション {signature} は確認される前に期限切れになりました',
}

export default messages
