import type { Catalogue } from '../../../kernel/plugin'

// The receive plugin's messages in vi.
const messages: Catalogue = {
  'WalletReceive.copied': 'Đã sao chép địa chỉ',
  'WalletReceive.hint': 'Sao chép địa chỉ của bạn hoặc quét mã QR này',
  'WalletReceive.networks': 'Chỉ nhận tài sản trên các mạng này',
  'WalletReceive.copy': 'Sao chép địa chỉ',
  'WalletReceive.copyLabel': 'Sao chép địa chỉ {address}',
  'WalletReceive.qrAlt': 'Mã QR của địa chỉ {address}',
  'WalletReceive.noWallet': 'Chưa kết nối ví',
  'WalletReceive.connectToReceive': 'Kết nối ví để nhận tài sản',
  'views.WalletReceive': 'Nhận',
  'actions.receive': 'Nhận',
}

export default messages
