import type { Catalogue } from '../../../kernel/plugin'

// The receive plugin's messages in zh-TW.
const messages: Catalogue = {
  'WalletReceive.copied': '地址已複製',
  'WalletReceive.hint': '複製你的地址或掃描此 QR 碼',
  'WalletReceive.networks': '僅在這些網路上接收資產',
  'WalletReceive.copy': '複製地址',
  'WalletReceive.copyLabel': '複製地址 {address}',
  'WalletReceive.qrAlt': '地址 {address} 的 QR 碼',
  'WalletReceive.noWallet': '未連接錢包',
  'WalletReceive.connectToReceive': '連接錢包以接收資產',
  'views.WalletReceive': '接收',
  'actions.receive': '接收',
}

export default messages
