import type { Catalogue } from '../../../kernel/plugin'

// The ton chain plugin's error words in ja.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} がインストールされていません',
  'Errors.connectFailed': 'TON への接続に失敗しました',
  'Errors.noAccount': '{name} が TON アカウントなしで接続に応答しました',
  'Errors.notConnected': 'TON ウォレットが接続されていません',
  'Errors.invalidAddress': '無効な TON アドレス：{address}',
  'Errors.noBoc': 'TON ウォレットが BOC なしで {method} に応答しました',
  'Errors.wcNoKey': 'WalletConnect ウォレットが TON の公開鍵と state init を渡さなかったため、サインインを検証できません',
  'Errors.noSignedData': 'TON ウォレットが署名・タイムスタンプ・ドメインなしで {method} に応答しました',
}

export default messages
