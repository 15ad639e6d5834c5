import type { Catalogue } from '../../../kernel/plugin'

// The receive plugin's messages in ja.
const messages: Catalogue = {
  'WalletReceive.copied': 'アドレスをコピーしました',
  'WalletReceive.hint': 'アドレスをコピーするか、この QR コードをスキャンしてください',
  'WalletReceive.networks': 'これらのネットワークでのみ資産を受け取ってください',
  'WalletReceive.copy': 'アドレスをコピー',
  'WalletReceive.copyLabel': 'アドレス {address} をコピー',
  'WalletReceive.qrAlt': 'アドレス {address} の QR コード',
  'WalletReceive.noWallet': 'ウォレットが接続されていません',
  'WalletReceive.connectToReceive': '資産を受け取るにはウォレットを接続してください',
  'views.WalletReceive': '受け取る',
  'actions.receive': '受け取る',
}

export default messages
