import type { Catalogue } from '../../../kernel/plugin'

// The tron chain plugin's error words in ja.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} がインストールされていません',
  'Errors.notTronAddress': '{name} が TRON ではないアドレスを返しました',
  'Errors.noAccount': '{name} からアカウントが提供されませんでした',
  'Errors.locked': 'TronLink がロックされているか、アカウントを提供しませんでした',
  'Errors.siteNotConnected': 'このサイトは TronLink に接続されていません',
  'Errors.walletNotConnected': 'ウォレットが接続されていません',
  'Errors.sessionNoAccount': 'WalletConnect のセッションに TRON アカウントがありません',
  'Errors.invalidAddress': '無効なアドレスです',
  'Errors.invalidAmount': '無効な金額です',
  'Errors.nodeRefused': 'TRON ノードがトランザクションを拒否しました：{reason}',
  'Errors.differentTransaction': 'ウォレットが署名を依頼したものとは異なるトランザクションを返しました',
  'Errors.noSignature': 'ウォレットから TRON メッセージの署名が返されませんでした',
  'Errors.notIncluded': 'トランザクション {hash} は {seconds} 秒以内に取り込まれませんでした',
}

export default messages
