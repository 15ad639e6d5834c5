import type { Catalogue } from '../../../kernel/plugin'

// The multi-wallet plugin's messages in vi.
const messages: Catalogue = {
  'ConnectionRow.switch': 'Chuyển',
  'ConnectionRow.connect': 'Kết nối',
  'ConnectionRow.forget': 'Quên {name}',
  'ConnectionRow.disconnect': 'Ngắt kết nối {name}',
  'ProfileWallets.connected': '{count, plural, other {Đã kết nối # ví}}',
  'ProfileWallets.disconnectAll': 'Ngắt kết nối tất cả',
  'ProfileWallets.others': 'Các ví đã kết nối khác',
  'ProfileWallets.recent': 'Kết nối gần đây',
  'ProfileWallets.add': 'Thêm ví',
  'views.ProfileWallets': 'Ví',
  'snacks.walletAdded': 'Đã thêm ví mới',
  'slots.wallets': 'Ví đã kết nối',
}

export default messages
