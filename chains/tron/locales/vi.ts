import type { Catalogue } from '../../../kernel/plugin'

// The tron chain plugin's error words in vi.
const messages: Catalogue = {
  'Errors.notInstalled': 'Chưa cài đặt {name}',
  'Errors.notTronAddress': '{name} trả về một địa chỉ không phải địa chỉ TRON',
  'Errors.noAccount': '{name} không cung cấp tài khoản nào',
  'Errors.locked': 'TronLink đang khóa hoặc không cung cấp tài khoản nào',
  'Errors.siteNotConnected': 'Trang web chưa kết nối với TronLink',
  'Errors.walletNotConnected': 'Chưa kết nối ví',
  'Errors.sessionNoAccount': 'Phiên WalletConnect không có tài khoản TRON',
  'Errors.invalidAddress': 'Địa chỉ không hợp lệ',
  'Errors.invalidAmount': 'Số tiền không hợp lệ',
  'Errors.nodeRefused': 'Nút TRON đã từ chối giao dịch: {reason}',
  'Errors.differentTransaction': 'Ví đã trả về một giao dịch khác với giao dịch được yêu cầu ký',
  'Errors.noSignature': 'Ví không trả về chữ ký tin nhắn TRON',
  'Errors.notIncluded': 'Giao dịch {hash} không được đưa vào khối trong {seconds} giây',
}

export default messages
