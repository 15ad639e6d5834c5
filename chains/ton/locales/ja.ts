import type { Catalogue } from '../../../kernel/plugin'

// The ton chain plugin's error words in ja.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} がインストールされていません',
  'Errors.connectFailed': 'TON への接続に失敗しました',
  'Errors.noAccount': '{name} が TON アカウントなしで接続に応答しました',
  'Errors.notConnected': 'TON ウォレットが接続されていません',
  'Errors.invalidAddress': '無効な TON アドレス：{address}',
  'Errors.noBoc': 'TON ウォレットが BOC なしで sendTransaction に応答しました',
}

export default messages
