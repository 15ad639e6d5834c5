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
  'ProfileWallets.tabs': 'Ví theo chuỗi',
  'ProfileWallets.chainEip155': 'EVM',
  'ProfileWallets.chainSolana': 'Solana',
  'ProfileWallets.chainBip122': 'Bitcoin',
  'ProfileWallets.chainTon': 'TON',
  'ProfileWallets.chainTron': 'TRON',
  'ProfileWallets.chainCosmos': 'Cosmos',
  'ProfileWallets.emptyTitle': 'Chưa kết nối ví nào',
  'ProfileWallets.emptyDescription': 'Thêm ví {chain} đầu tiên của bạn',
  'ProfileWallets.emptyAction': 'Thêm ví {chain}',
  'ProfileWallets.emptyDescriptionAny': 'Thêm ví đầu tiên của bạn',
  'ProfileWallets.emptyActionAny': 'Thêm ví',
  'views.ProfileWallets': 'Ví',
  'snacks.walletAdded': 'Đã thêm ví mới',
  'slots.wallets': 'Ví đã kết nối',
}

export default messages
